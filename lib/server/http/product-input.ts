import 'server-only';
import { ValidationError } from '@/lib/server/infra/errors';
import { MAX_UPLOAD_BYTES } from '@/lib/server/infra/images';
import { isForm, isJson, readForm, readJsonObject } from '@/lib/server/http/body';
import { UnsupportedMediaTypeError } from '@/lib/server/http/http-errors';
import {
  parseProductWriteForm,
  readRemoveImageIds,
  validateProductFields,
  type ProductWriteInput,
  type ProductWriteMode,
} from '@/lib/server/products/product-write-form';
import { productFields } from '@/lib/shared/validation/product';

const MAX_PRODUCT_BODY_BYTES = 50 * 1024 * 1024;

const FIELD_NAMES = Object.keys(productFields);
const MB = 1024 * 1024;

/**
 * Reads and validates a product create or update: multipart (what existing clients send, with
 * repeated `images` and `remove_image_ids`), urlencoded, or JSON without files; both bodies go
 * through the one product write parser (lib/server/products/product-write-form.ts). Fields not
 * sent stay absent, so an update keeps their stored value.
 */
export async function readProductWrite<M extends ProductWriteMode>(
  request: Request,
  mode: M,
): Promise<ProductWriteInput<M>> {
  if (isJson(request)) return fromJson(await readJsonObject(request), mode);
  if (!isForm(request)) {
    throw new UnsupportedMediaTypeError(request.headers.get('content-type'), 'multipart/form-data');
  }
  const tooLarge = `The upload is too large: at most ${MAX_PRODUCT_BODY_BYTES / MB} MB per request and ${MAX_UPLOAD_BYTES / MB} MB per image.`;
  return parseProductWriteForm(await readForm(request, MAX_PRODUCT_BODY_BYTES, tooLarge), mode);
}

function fromJson<M extends ProductWriteMode>(
  body: Record<string, unknown>,
  mode: M,
): ProductWriteInput<M> {
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
  const removeImageIds = readRemoveImageIds(list);
  return { input: validateProductFields(mode, fields), files: [], removeImageIds };
}
