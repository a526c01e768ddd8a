import { listProducts } from '@/lib/server/products';
import { formatPrice } from '@/lib/money';

export const dynamic = 'force-dynamic';

// Placeholder home, replaced by the storefront issue.
export default async function HomePage() {
  const { items } = await listProducts({ limit: 16 });
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold">Products</h1>
      <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
        {items.map((p) => (
          <li key={p.id} data-testid="product-card" className="rounded border border-line bg-surface p-3">
            <p className="font-medium">{p.name}</p>
            <p>{formatPrice(p.price)}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
