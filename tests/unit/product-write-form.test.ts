// The one product write parser (lib/server/products/product-write-form.ts), shared by the admin's
// save route and the /api handlers: one rule for repeated fields, the image count and size, and
// `remove_image_ids`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_NEW_IMAGES } from '@/lib/shared/admin/product-images';
import { MAX_DB_ID } from '@/lib/shared/ids';
import { PayloadTooLargeError, ValidationError } from '@/lib/server/infra/errors';
import {
  MESSAGES,
  parseProductWriteForm,
  readRemoveImageIds,
  validateProductFields,
} from '@/lib/server/products/product-write-form';

const VALID: Record<string, string> = {
  name: 'Linen Shirt',
  main_category: 'mens',
  sub_category: 'Shirt',
  price: '1499.00',
  size: 'S,M',
  available: 'true',
  stock: '5',
};

function form(
  fields: Record<string, string | string[]> = VALID,
  extra: [string, string | File][] = [],
): FormData {
  const out = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  for (const [name, value] of extra) out.append(name, value);
  return out;
}

const image = (bytes = 4, name = 'photo.jpg') => new File([new Uint8Array(bytes)], name);

/** The refusal thrown by `run`, as {"field": ["message"]} (fails when nothing or another error is thrown). */
async function refusal(run: () => Promise<unknown> | unknown): Promise<Record<string, string[]>> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ValidationError) return error.fields;
    throw error;
  }
  throw new Error('expected a ValidationError');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseProductWriteForm: fields', () => {
  it('validates a create with the shared schema, defaults filled in', async () => {
    const { input, files, removeImageIds } = await parseProductWriteForm(form(), 'create');
    expect(input).toMatchObject({
      name: 'Linen Shirt',
      main_category: 'mens',
      sub_category: 'Shirt',
      price: '1499.00',
      size: ['S', 'M'],
      footwear_size: [],
      available: true,
      stock: 5,
      brand: '',
    });
    expect(files).toEqual([]);
    expect(removeImageIds).toEqual([]);
  });

  it('leaves fields not sent out of an update, so they keep their stored value', async () => {
    const { input } = await parseProductWriteForm(form({ price: '10' }), 'update');
    expect(input).toEqual({ price: '10.00' });
  });

  it('answers schema errors by field name', async () => {
    const fields = await refusal(() =>
      parseProductWriteForm(form({ ...VALID, name: '', price: '-1' }), 'create'),
    );
    expect(fields).toEqual({
      name: ['Product Name is required'],
      price: ['Price must be greater than 0'],
    });
  });

  it('joins repeated sizes (checkboxes) and comma-joined sizes into one list', async () => {
    const repeated = await parseProductWriteForm(
      form({ ...VALID, size: ['L', 'S'], footwear_size: ['7', '6,8'] }),
      'create',
    );
    expect(repeated.input.size).toEqual(['S', 'L']);
    expect(repeated.input.footwear_size).toEqual(['6', '7', '8']);
  });

  it('takes the last value of any other repeated field, as the API always has', async () => {
    const { input } = await parseProductWriteForm(
      form({ name: ['First', 'Second'], price: ['-1', '12'], available: ['true', 'false'] }),
      'update',
    );
    expect(input).toEqual({ name: 'Second', price: '12.00', available: false });
  });

  it('refuses a file where a text field belongs', async () => {
    const fields = await refusal(() =>
      parseProductWriteForm(form(VALID, [['brand', image()]]), 'create'),
    );
    expect(fields).toEqual({ brand: [MESSAGES.notText] });
  });

  it('ignores fields that are not product fields', async () => {
    const { input } = await parseProductWriteForm(
      form({ price: '5', id: '9', created_at: 'x' }),
      'update',
    );
    expect(input).toEqual({ price: '5.00' });
  });
});

describe('parseProductWriteForm: images', () => {
  it('returns the bytes of each image, in order', async () => {
    const { files } = await parseProductWriteForm(
      form(VALID, [
        ['images', image(3, 'a.jpg')],
        ['images', image(5, 'b.jpg')],
      ]),
      'create',
    );
    expect(files.map((f) => f.byteLength)).toEqual([3, 5]);
    expect(files.every((f) => Buffer.isBuffer(f))).toBe(true);
  });

  it('treats an empty file input (no name, no bytes) and an empty text part as no image', async () => {
    const { files } = await parseProductWriteForm(
      form(VALID, [
        ['images', new File([], '')],
        ['images', ''],
      ]),
      'create',
    );
    expect(files).toEqual([]);
  });

  it('keeps a named empty file, for the image check to refuse as empty', async () => {
    const { files } = await parseProductWriteForm(
      form(VALID, [['images', image(0, 'empty.jpg')]]),
      'create',
    );
    expect(files).toHaveLength(1);
  });

  it('refuses an image sent as text', async () => {
    const fields = await refusal(() =>
      parseProductWriteForm(form(VALID, [['images', 'http://example.com/a.jpg']]), 'create'),
    );
    expect(fields).toEqual({ images: [MESSAGES.imageNotFile] });
  });

  it(`accepts ${MAX_NEW_IMAGES} images and refuses one more, on create and update`, async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i): [string, File] => ['images', image(1, `${i}.jpg`)]);
    const ok = await parseProductWriteForm(form(VALID, many(MAX_NEW_IMAGES)), 'create');
    expect(ok.files).toHaveLength(MAX_NEW_IMAGES);
    for (const mode of ['create', 'update'] as const) {
      const fields = await refusal(() =>
        parseProductWriteForm(form(VALID, many(MAX_NEW_IMAGES + 1)), mode),
      );
      expect(fields).toEqual({ images: [MESSAGES.tooManyImages] });
    }
    expect(MESSAGES.tooManyImages).toBe('Upload at most 10 images at a time.');
  });

  it('refuses a file over 10 MB with 413 before reading any image bytes', async () => {
    const read = vi.spyOn(Blob.prototype, 'arrayBuffer');
    const big = image(10 * 1024 * 1024 + 1, 'big.jpg');
    const run = parseProductWriteForm(
      form(VALID, [
        ['images', image(4, 'small.jpg')],
        ['images', big],
      ]),
      'create',
    );
    await expect(run).rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(run).rejects.toMatchObject({
      status: 413,
      message: 'Each image must be at most 10 MB.',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads no image bytes when the fields are refused', async () => {
    const read = vi.spyOn(Blob.prototype, 'arrayBuffer');
    await refusal(() =>
      parseProductWriteForm(form({ ...VALID, price: 'x' }, [['images', image()]]), 'create'),
    );
    expect(read).not.toHaveBeenCalled();
  });
});

describe('remove_image_ids', () => {
  it('reads repeated and comma-joined ids, skipping blanks and repeats', async () => {
    const { removeImageIds } = await parseProductWriteForm(
      form({}, [
        ['remove_image_ids', '3'],
        ['remove_image_ids', '1, 2,,3'],
        ['remove_image_ids', ''],
      ]),
      'update',
    );
    expect(removeImageIds).toEqual([3, 1, 2]);
  });

  it('refuses anything that is not an image id, with one message', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '1e3', String(MAX_DB_ID + 1), '99999999999']) {
      const fields = await refusal(() =>
        parseProductWriteForm(form({}, [['remove_image_ids', bad]]), 'update'),
      );
      expect(fields, bad).toEqual({ remove_image_ids: [MESSAGES.badImageId] });
    }
  });

  it('reads JSON numbers and digit strings the same way (the API JSON body)', () => {
    expect(readRemoveImageIds([4, '5', '6,4'])).toEqual([4, 5, 6]);
    for (const bad of [1.5, 0, null, true, {}, [1]]) {
      expect(() => readRemoveImageIds([bad]), String(bad)).toThrow(ValidationError);
    }
  });
});

describe('validateProductFields (the API JSON body)', () => {
  it('uses the same schemas as the form', () => {
    expect(validateProductFields('update', { price: 12, available: false })).toEqual({
      price: '12.00',
      available: false,
    });
    expect(() => validateProductFields('create', { price: '1' })).toThrow(ValidationError);
  });
});
