'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import {
  perSizeStockInUse,
  sizeStockTotal,
  tickedSizes,
  type ProductFormMode,
  type ProductFormValues,
} from '@/lib/shared/admin/product-form-values';

/** The ticked sizes, whether stock is kept per size, and the live total, as the form changes. */
export function useSizeStockFields(mode: ProductFormMode) {
  const { control } = useFormContext<ProductFormValues>();
  const [size, footwear_size, size_stock, track_sizes] = useWatch({
    control,
    name: ['size', 'footwear_size', 'size_stock', 'track_sizes'],
  });
  const values = { size, footwear_size, size_stock, track_sizes };
  return {
    sizes: tickedSizes(values),
    perSize: perSizeStockInUse(values, mode),
    total: sizeStockTotal(values),
    counts: size_stock,
  };
}
