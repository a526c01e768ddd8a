// One product schema for the admin forms (react-hook-form + zodResolver) and the API handlers.
// Every input arrives as text (form fields, multipart); the schema turns it into typed values.
import { z } from '@/lib/shared/validation/zod';
import {
  canonicalSubCategory,
  findMainCategory,
  FOOTWEAR_SIZES,
  SIZES,
} from '@/lib/shared/categories';
import { isPlainText, plainText } from '@/lib/shared/validation/plain-text';
import { sizeListField, sizeStockField, STOCK_MAX } from '@/lib/shared/validation/size';
import {
  colourSiblingIdsField,
  fitNoteField,
  sizeChartIdField,
} from '@/lib/shared/validation/design-fields';
import { barcodeField, sizeBarcodesField } from '@/lib/shared/stock/barcodes';
import { priceField, saleEndsField, salePriceField } from './product-price';

const stock = z
  .union([z.string(), z.number()], { error: 'Stock must be a number (0 or greater)' })
  .transform((v, ctx) => {
    const raw = typeof v === 'number' ? String(v) : v.trim();
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Stock must be a number (0 or greater)' });
      return z.NEVER;
    }
    if (!Number.isInteger(n) || n < 0) {
      ctx.addIssue({ code: 'custom', message: 'Stock must be a non-negative integer' });
      return z.NEVER;
    }
    if (n > STOCK_MAX) {
      ctx.addIssue({ code: 'custom', message: `Enter a stock of at most ${STOCK_MAX}.` });
      return z.NEVER;
    }
    return n;
  });

const cotton = z
  .union([z.string(), z.number(), z.null()], {
    error: 'Cotton percentage must be a number from 0 to 100.',
  })
  .transform((v, ctx) => {
    if (v === null) return null;
    const raw = typeof v === 'number' ? String(v) : v.trim();
    if (raw === '') return null;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 100) {
      ctx.addIssue({
        code: 'custom',
        message: 'Cotton percentage must be a whole number from 0 to 100.',
      });
      return z.NEVER;
    }
    return n;
  });

const available = z
  .union([z.boolean(), z.enum(['true', 'false', 'True', 'False', '1', '0', 'on', 'off'])], {
    error: 'Available must be true or false.',
  })
  .transform((v) => (typeof v === 'boolean' ? v : ['true', 'True', '1', 'on'].includes(v)));

const name = z
  .string({ error: 'Product Name is required' })
  .trim()
  .min(1, 'Product Name is required')
  .max(200, 'Use at most 200 characters for the product name.')
  .refine(isPlainText, 'Product Name must not contain control characters.');

const mainCategory = z
  .string({ error: 'Main Category is required' })
  .trim()
  .min(1, 'Main Category is required')
  .transform((v, ctx) => {
    const found = findMainCategory(v);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: 'Choose a main category from the list.' });
      return z.NEVER;
    }
    return found.value;
  });

const subCategory = z
  .string({ error: 'Sub Category is required' })
  .trim()
  .min(1, 'Sub Category is required')
  .max(60, 'Use at most 60 characters for the sub category.')
  .refine(isPlainText, 'Sub Category must not contain control characters.');

/** Wire/form field names (snake_case, as existing clients send them). */
export const productFields = {
  name,
  main_category: mainCategory,
  sub_category: subCategory,
  price: priceField,
  sale_price: salePriceField,
  sale_ends_at: saleEndsField,
  brand: plainText(120, 'Brand'),
  material: plainText(120, 'Material'),
  model_name: plainText(120, 'Model name'),
  cotton_percentage: cotton,
  color: plainText(80, 'Color'),
  size: sizeListField(SIZES, 'Sizes'),
  footwear_size: sizeListField(FOOTWEAR_SIZES, 'Footwear sizes'),
  weight: plainText(60, 'Weight'),
  description: plainText(5000, 'Description'),
  available,
  stock,
  size_stock: sizeStockField,
  fit_note: fitNoteField,
  size_chart_id: sizeChartIdField,
  colour_sibling_ids: colourSiblingIdsField,
  /** The owner's own label codes: the product's, and its sizes' (lib/shared/stock/barcodes.ts). */
  barcode: barcodeField,
  size_barcodes: sizeBarcodesField,
};

/** Checks the sub category belongs to the main one and stores its canonical spelling. */
export function withCanonicalSub<T extends { main_category?: string; sub_category?: string }>(
  value: T,
  ctx: z.RefinementCtx,
): T {
  if (value.main_category === undefined || value.sub_category === undefined) return value;
  const canonical = canonicalSubCategory(value.main_category, value.sub_category);
  if (!canonical) {
    ctx.addIssue({
      code: 'custom',
      path: ['sub_category'],
      message: 'Choose a sub category that belongs to the main category.',
    });
    return value;
  }
  return { ...value, sub_category: canonical };
}

export const productCreateSchema = z
  .object({
    ...productFields,
    sale_price: productFields.sale_price.optional(),
    sale_ends_at: productFields.sale_ends_at.optional(),
    brand: productFields.brand.default(''),
    material: productFields.material.default(''),
    model_name: productFields.model_name.default(''),
    cotton_percentage: productFields.cotton_percentage.default(null),
    color: productFields.color.default(''),
    size: productFields.size.default([]),
    footwear_size: productFields.footwear_size.default([]),
    weight: productFields.weight.default(''),
    description: productFields.description.default(''),
    available: productFields.available.default(true),
    // Left unset rather than 0 so a create can tell "no stock sent" (the sizes' sum sets it)
    // from a stock that disagrees with size_stock; the data layer stores 0 when neither is sent.
    stock: productFields.stock.optional(),
    size_stock: productFields.size_stock.optional(),
    fit_note: productFields.fit_note.optional(),
    size_chart_id: productFields.size_chart_id.optional(),
    colour_sibling_ids: productFields.colour_sibling_ids.optional(),
    barcode: productFields.barcode.optional(),
    size_barcodes: productFields.size_barcodes.optional(),
  })
  .transform(withCanonicalSub);

/** Update: every field optional; fields not sent keep their stored value. */
export const productUpdateSchema = z.object(productFields).partial().transform(withCanonicalSub);

export type ProductCreateInput = z.output<typeof productCreateSchema>;
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;
