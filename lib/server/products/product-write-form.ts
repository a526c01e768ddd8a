import 'server-only';
// The one reading of a product write (create or update) into validated input, for the admin's
// save route (lib/server/http/product-save.ts) and the /api handlers (lib/server/http/
// product-input.ts). One set of rules: every field is text; the sizes may be repeated
// (checkboxes) or comma-joined and become one list, any other repeated field counts its last
// value (as a form post to the DRF API always has); at most MAX_NEW_IMAGES files of
// at most MAX_UPLOAD_BYTES each, checked before a byte of them is copied or decoded; one
// `remove_image_ids` reader. Refusals are {"field": ["message"]} (400) or 413 for a large file.
import { MAX_NEW_IMAGES } from '@/lib/shared/admin/product-images';
import { parseId } from '@/lib/shared/ids';
import {
  productCreateSchema,
  productFields,
  productUpdateSchema,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@/lib/shared/validation/product';
import { PayloadTooLargeError, ValidationError } from '@/lib/server/infra/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/server/infra/images';
import { validate } from '@/lib/server/infra/validate';

export type ProductWriteMode = 'create' | 'update';

/** A product write, validated: the input for the data layer, new image bytes, images to drop. */
export interface ProductWriteInput<M extends ProductWriteMode> {
  input: M extends 'create' ? ProductCreateInput : ProductUpdateInput;
  files: Buffer[];
  removeImageIds: number[];
}

const FIELD_NAMES = Object.keys(productFields);
/** Fields sent as repeated checkboxes; their values are joined into one comma list. */
const LIST_FIELDS = new Set(['size', 'footwear_size', 'colour_sibling_ids']);
const MB = 1024 * 1024;

export const MESSAGES = {
  notText: 'Send this field as text.',
  imageNotFile: 'Send each image as a file.',
  tooManyImages: `Upload at most ${MAX_NEW_IMAGES} images at a time.`,
  imageTooLarge: `Each image must be at most ${MAX_UPLOAD_BYTES / MB} MB.`,
  badImageId: 'Each id to remove must be an image id (a positive integer).',
} as const;

/**
 * Checks raw field values (as sent, not yet parsed) against the create or update schema. Fields
 * not sent stay absent, so an update keeps their stored value. Shared with the API's JSON body.
 */
export function validateProductFields<M extends ProductWriteMode>(
  mode: M,
  fields: Record<string, unknown>,
): ProductWriteInput<M>['input'] {
  const schema = mode === 'create' ? productCreateSchema : productUpdateSchema;
  return validate(schema, fields) as ProductWriteInput<M>['input'];
}

/**
 * `remove_image_ids` values as sent (repeated, comma-joined, or JSON numbers) -> unique ids.
 * Blank parts are skipped; anything that is not a database id refuses the whole write.
 */
export function readRemoveImageIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    const parts =
      typeof value === 'number'
        ? [String(value)]
        : typeof value === 'string'
          ? value.split(',')
          : [null];
    for (const part of parts) {
      const text = part?.trim();
      if (text === '') continue;
      const id = parseId(text);
      if (id === null) throw new ValidationError({ remove_image_ids: [MESSAGES.badImageId] });
      ids.push(id);
    }
  }
  return [...new Set(ids)];
}

/** The product fields that were sent, as text: sizes joined, else the last value sent. */
function textFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of FIELD_NAMES) {
    const values = form.getAll(name);
    if (values.length === 0) continue;
    if (values.some((v) => typeof v !== 'string')) {
      throw new ValidationError({ [name]: [MESSAGES.notText] });
    }
    const texts = values as string[];
    fields[name] = LIST_FIELDS.has(name) ? texts.join(',') : texts[texts.length - 1]!;
  }
  return fields;
}

/** The image files, counted and sized from their headers; their bytes are not read here. */
function imageFiles(form: FormData): File[] {
  // A file input left empty still sends a part with no name and no bytes: that is "no image".
  const entries = form
    .getAll('images')
    .filter((e) => !(typeof e === 'string' ? e === '' : e.size === 0 && e.name === ''));
  if (entries.some((e) => typeof e === 'string')) {
    throw new ValidationError({ images: [MESSAGES.imageNotFile] });
  }
  const files = entries as File[];
  if (files.length > MAX_NEW_IMAGES) {
    throw new ValidationError({ images: [MESSAGES.tooManyImages] });
  }
  if (files.some((f) => f.size > MAX_UPLOAD_BYTES)) {
    throw new PayloadTooLargeError(MESSAGES.imageTooLarge);
  }
  return files;
}

/**
 * A multipart (or urlencoded) product write -> validated input, image bytes and ids to remove.
 * The cheap checks on the form's shape come first, then the schema; file bytes are copied last.
 */
export async function parseProductWriteForm<M extends ProductWriteMode>(
  form: FormData,
  mode: M,
): Promise<ProductWriteInput<M>> {
  const fields = textFields(form);
  const files = imageFiles(form);
  const removeImageIds = readRemoveImageIds(form.getAll('remove_image_ids'));
  const input = validateProductFields(mode, fields);
  return {
    input,
    files: await Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer()))),
    removeImageIds,
  };
}
