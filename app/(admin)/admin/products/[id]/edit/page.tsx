import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PageHeader } from '@/components/admin/page-header';
import { ProductForm } from '@/components/admin/product-form';
import { valuesFromProduct } from '@/lib/shared/admin/product-form-values';
import { StockBadge } from '@/components/admin/stock-badge';
import { adminForPage, getDesignOptions, getProductForEdit } from '@/lib/server/admin';
import { parseId } from '@/lib/shared/ids';
import { productBarcodesForEdit } from '@/lib/server/products/barcodes';

type Params = Promise<{ id: string }>;

async function load(params: Params) {
  const { id } = await params;
  const productId = parseId(id);
  const product = productId === null ? null : await getProductForEdit(productId);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  if (!(await adminForPage())) return {};
  const product = await load(params);
  return { title: `Edit ${product.name}` };
}

export default async function EditProductPage({ params }: { params: Params }) {
  const caller = await adminForPage();
  if (!caller) return null;
  const product = await load(params);
  const values = valuesFromProduct(product, await productBarcodesForEdit(caller, product.id));
  const design = await getDesignOptions(
    product.subCategory,
    product.id,
    (product.colourSiblings ?? []).map((s) => s.id),
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Edit product"
        intro={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              #{product.id} · {product.stock} in stock
            </span>
            <StockBadge available={product.available} stock={product.stock} />
            <Link
              href={`/product/${product.id}`}
              className="font-semibold text-brand hover:underline"
            >
              View in shop
            </Link>
            <Link
              href={`/admin/products/${product.id}/ledger`}
              className="font-semibold text-brand hover:underline"
            >
              Stock ledger
            </Link>
          </span>
        }
      />
      <ProductForm
        // A change to the fields elsewhere starts the form afresh; a new cover photo (made on
        // this page, saved at once) does not, so an edit in progress survives it.
        key={JSON.stringify(values)}
        mode="edit"
        productId={product.id}
        defaultValues={values}
        existingImages={product.images}
        design={design}
      />
    </div>
  );
}
