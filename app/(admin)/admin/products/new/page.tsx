import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/page-header';
import { ProductForm } from '@/components/admin/product-form';
import { emptyProductValues } from '@/lib/shared/admin/product-form-values';
import { adminForPage, getDesignOptions } from '@/lib/server/admin';

export const metadata: Metadata = { title: 'Add product' };

export default async function NewProductPage() {
  if (!(await adminForPage())) return null; // the layout checks too; the page never relies on it
  // A new product's kind is not chosen yet: it offers the charts; colours are linked on edit.
  const { charts } = await getDesignOptions('', null);
  return (
    <div className="space-y-6">
      <PageHeader title="Add product" intro="Fields marked * are required." />
      <ProductForm
        mode="create"
        defaultValues={emptyProductValues}
        design={{ charts, candidates: [] }}
      />
    </div>
  );
}
