'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import {
  productWireFields,
  type ProductFormMode,
  type ProductFormValues,
} from '@/lib/shared/admin/product-form-values';
import { productCreateSchema, productUpdateSchema } from '@/lib/shared/validation/product';

/**
 * The form's check: the shared zod schema (the server's own) over exactly the fields a save would
 * send (productWireFields), so `size_stock` is checked as the JSON it travels as, and `stock` as
 * the sum when stock is kept per size. Errors keep the wire names, which are the form's names.
 */
export function productFormResolver(mode: ProductFormMode): Resolver<ProductFormValues> {
  const check = zodResolver(
    mode === 'create' ? productCreateSchema : productUpdateSchema,
    undefined,
    { raw: true },
  ) as unknown as Resolver<FieldValues>;
  return async (values, context, options) => {
    const result = await check(
      productWireFields(values, mode),
      context,
      options as unknown as Parameters<Resolver<FieldValues>>[2],
    );
    return Object.keys(result.errors).length > 0
      ? { values: {}, errors: result.errors }
      : { values, errors: {} };
  };
}
