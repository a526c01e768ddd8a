import 'server-only';
import { parseId } from '@/lib/shared/ids';
import { productFields } from '@/lib/shared/validation/product';
import { PayloadTooLargeError, ValidationError } from '@/lib/server/infra/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/server/infra/images';
import { isForm, isJson, readForm, readJsonObject } from '@/lib/server/http/body';
import { UnsupportedMediaTypeError } from '@/lib/server/http/http-errors';

export const MAX_IMAGES_PER_REQUEST = 10;
export const MAX_PRODUCT_BODY_BYTES = 50 * 1024 * 1024;

const FIELD_NAMES = Object.keys(productFields);
const LIST_FIELDS = new Set(['size', 'footwear_size']);
const MB = 1024 * 1024;

/** A product write as sent: raw field values (validated by the zod schemas), files, removals. */
export interface ProductWrite {
  fields: Record<string, unknown>;
  files: Buffer[];
  removeImageIds: number[];
}

/**
 * Reads a product create or update: multipart (what existing clients send, with repeated
 * `images` and `remove_image_ids`), urlencoded, or JSON without files. Fields not sent stay
 * absent, so an update keeps their stored value. Nothing is validated against the schema here.
 */
export async function readProductWrite(request: Request): Promise<ProductWrite> {
  if (isJson(request)) return fromJson(await readJsonObject(request));
  if (!isForm(request)) {
    throw new UnsupportedMediaTypeError(request.headers.get('content-type'), 'multipart/form-data');
  }
  const tooLarge = `The upload is too large: at most ${MAX_PRODUCT_BODY_BYTES / MB} MB per request and ${MAX_UPLOAD_BYTES / MB} MB per image.`;
  return fromForm(await readForm(request, MAX_PRODUCT_BODY_BYTES, tooLarge));
}

async function fromForm(form: FormData): Promise<ProductWrite> {
  const fields: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) {
    const values = form.getAll(name);
    if (values.length === 0) continue;
    if (values.some((v) => typeof v !== 'string'))
      throw new ValidationError({ [name]: ['Send this field as text.'] });
    const texts = values as string[];
    // Repeated fields: a list for sizes (checkboxes), else the last value as a form post means.
    fields[name] = LIST_FIELDS.has(name) && texts.length > 1 ? texts : texts[texts.length - 1];
  }
  return {
    fields,
    files: await filesFrom(form.getAll('images')),
    removeImageIds: idsFrom(form.getAll('remove_image_ids')),
  };
}

function fromJson(body: Record<string, unknown>): ProductWrite {
  const fields: Record<string, unknown> = {};
  for (const name of FIELD_NAMES) if (body[name] !== undefined) fields[name] = body[name];
  const removals = body.remove_image_ids;
  const list =
    removals === undefined || removals === null
      ? []
      : Array.isArray(removals)
        ? removals
        : [removals];
  if (body.images !== undefined && !(Array.isArray(body.images) && body.images.length === 0)) {
    throw new ValidationError({
      images: ['Upload images as files in a multipart/form-data request.'],
    });
  }
  return { fields, files: [], removeImageIds: idsFrom(list) };
}

async function filesFrom(entries: FormDataEntryValue[]): Promise<Buffer[]> {
  // A file input left empty still sends a part with no name and no bytes: that is "no image".
  const files = entries.filter(
    (e) => !(typeof e === 'string' ? e === '' : e.size === 0 && e.name === ''),
  );
  if (files.some((f) => typeof f === 'string')) {
    throw new ValidationError({ images: ['Send each image as a file.'] });
  }
  if (files.length > MAX_IMAGES_PER_REQUEST) {
    throw new ValidationError({
      images: [`Upload at most ${MAX_IMAGES_PER_REQUEST} images at a time.`],
    });
  }
  const blobs = files as File[];
  if (blobs.some((f) => f.size > MAX_UPLOAD_BYTES)) {
    throw new PayloadTooLargeError(`Each image must be at most ${MAX_UPLOAD_BYTES / MB} MB.`);
  }
  return Promise.all(blobs.map(async (f) => Buffer.from(await f.arrayBuffer())));
}

function idsFrom(values: unknown[]): number[] {
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
      if (id === null) {
        throw new ValidationError({
          remove_image_ids: ['Each id to remove must be an image id (a positive integer).'],
        });
      }
      ids.push(id);
    }
  }
  return [...new Set(ids)];
}
