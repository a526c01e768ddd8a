// Product fixtures for the API tests: valid fields, multipart bodies, images made with sharp.
import sharp from 'sharp';
import { call, unique, type Answer } from './client';

export const VALID_FIELDS = {
  name: 'Linen Shirt',
  main_category: 'mens',
  sub_category: 'Shirt',
  price: '1499.00',
  brand: 'Style Point',
  material: 'Linen',
  model_name: 'LS-01',
  cotton_percentage: '40',
  color: 'Blue',
  size: 'S,M,L',
  footwear_size: '',
  weight: '250 g',
  description: 'A light shirt for the summer.',
  available: 'true',
  stock: '5',
} as const;

export type Fields = Record<string, string | string[]>;

export async function jpeg(width = 64, height = 48, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

export async function png(width = 64, height = 48, color = '#cc6633'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export function productForm(
  fields: Fields,
  images: (Buffer | Blob)[] = [],
  extra: [string, string][] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  images.forEach((image, i) => {
    const blob =
      image instanceof Blob ? image : new Blob([new Uint8Array(image)], { type: 'image/jpeg' });
    form.append('images', blob, `photo-${i}.jpg`);
  });
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

/** Fields with a name no other test uses, so searches find exactly this product. */
export function uniqueFields(overrides: Fields = {}): Fields {
  return { ...VALID_FIELDS, name: `${unique('Shirt ')} Linen`, ...overrides };
}

export async function postProduct(
  token: string,
  fields: Fields,
  images: Buffer[] = [],
): Promise<Answer> {
  return call('/api/products/', { method: 'POST', token, body: productForm(fields, images) });
}

/** Creates a product and returns its wire object (fails the test on anything but 201). */
export async function createProduct(token: string, overrides: Fields = {}, images: Buffer[] = []) {
  const answer = await postProduct(token, uniqueFields(overrides), images);
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.body as {
    id: number;
    name: string;
    images: { id: number; url: string; image: string }[];
  } & Record<string, unknown>;
}

export async function productCount(): Promise<number> {
  const answer = await call('/api/products/');
  return (answer.body as unknown[]).length;
}
