import Link from 'next/link';

/** A bad or deleted product id on the edit screen (docs/product.md §8: 'Failed to load product'). */
export default function EditProductNotFound() {
  return (
    <div role="alert" className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <h1 className="font-display text-2xl text-brand">Failed to load product</h1>
      <p className="mt-2 text-muted">Not found. It may have been deleted, or the link is wrong.</p>
      <Link
        href="/admin/products"
        className="mt-4 inline-flex rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-strong"
      >
        Back to products
      </Link>
    </div>
  );
}
