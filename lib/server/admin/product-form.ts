import 'server-only';
import { MAX_NEW_IMAGES } from '@/lib/shared/admin/product-images';
import {
  fieldErrors,
  productCreateSchema,
  productUpdateSchema,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@/lib/shared/validation/product';
import { ValidationError } from '@/lib/server/infra/errors';

const TEXT_FIELDS = [
  'name',
  'main_category',
  'sub_category',
  'price',
  'brand',
  'material',
  'model_name',
  'cotton_percentage',
  'color',
  'size',
  'footwear_size',
  'weight',
  'description',
  'available',
  'stock',
] as const;

/** The text fields that were sent; a file where text belongs is refused. */
function textFields(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of TEXT_FIELDS) {
    if (!form.has(key)) continue;
    const values = form.getAll(key);
    if (values.some((v) => typeof v !== 'string')) {
      throw new ValidationError({ [key]: ['Send this field as text.'] });
    }
    // Sizes may arrive repeated (checkboxes) or comma-joined (spec §3); both become one list.
    out[key] = (values as string[]).join(',');
  }
  return out;
}

async function imageFiles(form: FormData): Promise<Buffer[]> {
  const files = form.getAll('images').filter((v): v is File => typeof v !== 'string' && v.size > 0);
  if (files.length > MAX_NEW_IMAGES) {
    throw new ValidationError({ images: [`Add at most ${MAX_NEW_IMAGES} images at a time.`] });
  }
  return Promise.all(files.map(async (f) => Buffer.from(await f.arrayBuffer())));
}

function imageIds(form: FormData): number[] {
  const ids = form
    .getAll('remove_image_ids')
    .flatMap((v) => (typeof v === 'string' ? v.split(',') : []));
  const parsed = ids
    .map((v) => v.trim())
    .filter(Boolean)
    .map(Number);
  if (parsed.some((n) => !Number.isSafeInteger(n) || n <= 0)) {
    throw new ValidationError({ remove_image_ids: ['Image ids must be whole numbers.'] });
  }
  return [...new Set(parsed)];
}

export async function parseCreateForm(
  form: FormData,
): Promise<{ input: ProductCreateInput; files: Buffer[] }> {
  const parsed = productCreateSchema.safeParse(textFields(form));
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return { input: parsed.data, files: await imageFiles(form) };
}

export async function parseUpdateForm(
  form: FormData,
): Promise<{ input: ProductUpdateInput; files: Buffer[]; removeImageIds: number[] }> {
  // Fields not sent keep their stored value, as in the API's PUT (the edit screen sends no stock).
  const parsed = productUpdateSchema.safeParse(textFields(form));
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  return { input: parsed.data, files: await imageFiles(form), removeImageIds: imageIds(form) };
}
