'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { lookupCounterAction } from '@/components/admin/counter/actions';
import { ProductThumb } from '@/components/admin/product-thumb';
import { ScanButton } from '@/components/admin/scan/scan-button';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-field';
import type { CounterMatch, CounterProduct } from '@/lib/shared/counter/lookup';

/**
 * Finds products for the stock pages (the printed tag scanned with the camera, or typed) with the counter's lookup (a tag's URL, "#12", a barcode or
 * words of a name) and hands the chosen one on: a product kept per size with the size tapped, a
 * tag that named its size at once, a product kept as one count with no size.
 */
export function ProductPicker({
  onPick,
  taken,
}: {
  onPick(product: CounterProduct, size: string | null): void;
  /** "12|M" keys already on the bill: their chips show as added. */
  taken: ReadonlySet<string>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<CounterMatch[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  function pick(product: CounterProduct, size: string | null) {
    onPick(product, size);
    setMatches([]);
    setText('');
  }

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    lookUp(text);
  }

  function lookUp(query: string) {
    startTransition(async () => {
      const answer = await lookupCounterAction(query);
      if (!answer.ok) {
        setMatches([]);
        setMessage(answer.message);
        return;
      }
      setMessage(answer.message);
      const only = answer.matches.length === 1 ? answer.matches[0] : undefined;
      // A tag or barcode that names the product (and its size, when it is kept per size): added.
      if (only && answer.via !== 'name' && (!only.product.perSize || only.size)) {
        pick(only.product, only.product.perSize ? only.size : null);
        return;
      }
      setMatches(answer.matches);
    });
  }

  return (
    <div className="space-y-3">
      <ScanButton onCode={lookUp} />
      <form onSubmit={find} role="search" aria-label="Find a product" className="flex gap-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          Product name, #number or barcode
        </label>
        <input
          id={`${id}-text`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, #12 or barcode"
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass} mt-0`}
        />
        <button type="submit" disabled={pending} className={buttonStyles.compact.secondary}>
          {pending ? 'Finding…' : 'Find'}
        </button>
      </form>
      <p aria-live="polite" className="text-sm text-muted empty:hidden">
        {message}
      </p>
      {matches.length > 0 && (
        <ul
          className="divide-y divide-line rounded-xl border border-line bg-surface"
          data-testid="stock-matches"
        >
          {matches.map(({ product }) => (
            <li key={product.id} className="flex gap-3 p-3" data-product-id={product.id}>
              <ProductThumb src={product.photo} size={48} />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-ink">
                  {product.name} <span className="text-muted">#{product.id}</span>
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {product.perSize ? (
                    product.sizes.map((s) => {
                      const added = taken.has(`${product.id}|${s.size}`);
                      return (
                        <button
                          key={s.size}
                          type="button"
                          disabled={added}
                          onClick={() => pick(product, s.size)}
                          aria-label={`Add ${product.name} in size ${s.size} (${s.stock} in stock)`}
                          className={buttonStyles.small + ' border border-line bg-white'}
                        >
                          {s.size} <span className="text-xs text-muted">({s.stock})</span>
                        </button>
                      );
                    })
                  ) : (
                    <button
                      type="button"
                      disabled={taken.has(`${product.id}|`)}
                      onClick={() => pick(product, null)}
                      className={buttonStyles.small + ' border border-line bg-white'}
                    >
                      Add <span className="text-xs text-muted">({product.stock} in stock)</span>
                    </button>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
