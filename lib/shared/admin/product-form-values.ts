// The add/edit form's values (all text, as typed) and how they travel to the server action.
import type { Product } from '@/lib/shared/product';

export interface ProductFormValues {
  name: string;
  main_category: string;
  sub_category: string;
  price: string;
  brand: string;
  material: string;
  model_name: string;
  cotton_percentage: string;
  color: string;
  size: string[];
  footwear_size: string[];
  weight: string;
  description: string;
  available: boolean;
  /** Only on the add screen (spec §5: the edit screen has no stock field). */
  stock: string;
}

export type ProductFormMode = 'create' | 'edit';

export const emptyProductValues: ProductFormValues = {
  name: '',
  main_category: '',
  sub_category: '',
  price: '',
  brand: '',
  material: '',
  model_name: '',
  cotton_percentage: '',
  color: '',
  size: [],
  footwear_size: [],
  weight: '',
  description: '',
  available: true,
  stock: '',
};

export function valuesFromProduct(p: Product): ProductFormValues {
  return {
    name: p.name,
    main_category: p.mainCategory,
    sub_category: p.subCategory,
    price: p.price,
    brand: p.brand,
    material: p.material,
    model_name: p.modelName,
    cotton_percentage: p.cottonPercentage === null ? '' : String(p.cottonPercentage),
    color: p.color,
    size: [...p.sizes],
    footwear_size: [...p.footwearSizes],
    weight: p.weight,
    description: p.description,
    available: p.available,
    stock: String(p.stock),
  };
}

/** Multipart fields as the /api contract names them (spec §7); sizes comma-joined. */
export function toFormData(
  values: ProductFormValues,
  mode: ProductFormMode,
  images: File[],
  removeImageIds: number[] = [],
): FormData {
  const form = new FormData();
  const { size, footwear_size, available, stock, ...text } = values;
  for (const [key, value] of Object.entries(text)) form.set(key, value);
  form.set('size', size.join(','));
  form.set('footwear_size', footwear_size.join(','));
  form.set('available', available ? 'true' : 'false');
  if (mode === 'create') form.set('stock', stock);
  for (const file of images) form.append('images', file, file.name);
  for (const id of removeImageIds) form.append('remove_image_ids', String(id));
  return form;
}
