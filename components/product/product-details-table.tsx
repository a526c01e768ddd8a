import type { ReactNode } from 'react';
import { mainCategoryLabel } from '@/lib/shared/categories';
import type { Product } from '@/lib/shared/product';

function Chips({ values, label }: { values: string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {values.map((v) => (
        <li
          key={v}
          className="min-w-9 rounded-md border border-line bg-surface px-2 py-0.5 text-center text-sm font-medium"
        >
          {v}
        </li>
      ))}
    </ul>
  );
}

function availabilityText(product: Product): string {
  if (!product.inStock) return 'Out of stock';
  return product.stock <= 5 ? `In stock, only ${product.stock} left` : 'In stock';
}

/** Every field with something to say; empty ones are left out rather than shown as "null". */
export function ProductDetailsTable({ product }: { product: Product }) {
  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode, when: unknown = value) => {
    if (
      when !== '' &&
      when !== null &&
      when !== undefined &&
      !(Array.isArray(when) && when.length === 0)
    )
      rows.push([label, value]);
  };
  add('Brand', product.brand);
  add('Model', product.modelName);
  add('Material', product.material);
  // None set, or 0: nothing to say about cotton (the material line says what it is).
  add('Cotton', `${product.cottonPercentage}%`, product.cottonPercentage || null);
  add('Colour', product.color);
  add('Sizes', <Chips values={product.sizes} label="Sizes" />, product.sizes);
  add(
    'Footwear sizes',
    <Chips values={product.footwearSizes} label="Footwear sizes" />,
    product.footwearSizes,
  );
  add('Weight', product.weight);
  add('Category', `${mainCategoryLabel(product.mainCategory)} · ${product.subCategory}`);
  add('Availability', availabilityText(product));

  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Product details</caption>
      <tbody className="divide-y divide-line">
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="w-36 py-2.5 pr-4 text-left align-top font-medium text-muted">
              {label}
            </th>
            <td className="py-2.5 text-ink">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
