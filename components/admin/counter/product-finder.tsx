'use client';

// Finding what is on the counter: Scan a tag (the camera), or type a name, "#12" or a barcode.
// A tag, a number or a barcode names one product and goes straight onto the bill; words show a
// short list to choose from. The typed search stays whatever the camera does.
import { useState, useTransition, type FormEvent } from 'react';
import { ScanButton } from '@/components/admin/scan/scan-button';
import { ProductThumb } from '@/components/admin/product-thumb';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-field';
import type { CounterMatch } from '@/lib/shared/counter/lookup';
import { formatPrice } from '@/lib/shared/money';
import { lookupCounterAction } from './actions';
import { stockWords } from './stock-words';

export function ProductFinder({ onFound }: { onFound(match: CounterMatch): void }) {
  const [text, setText] = useState('');
  const [matches, setMatches] = useState<CounterMatch[]>([]);
  const [note, setNote] = useState<{ text: string; alert: boolean } | null>(null);
  const [pending, startTransition] = useTransition();

  const look = (query: string) =>
    startTransition(async () => {
      const result = await lookupCounterAction(query);
      if (!result.ok) {
        setMatches([]);
        setNote({ text: result.message, alert: true });
        return;
      }
      const [first] = result.matches;
      if (first && result.via !== 'name') {
        setMatches([]);
        setText('');
        setNote({
          text: `Added ${first.product.name}${first.size ? ` (size ${first.size})` : ''}.`,
          alert: false,
        });
        onFound(first);
        return;
      }
      setMatches(result.matches);
      setNote(
        result.message
          ? { text: result.message, alert: true }
          : { text: `${result.matches.length} found: choose one.`, alert: false },
      );
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) look(text);
  };

  return (
    <section aria-labelledby="finder-title" className="space-y-3">
      <h2 id="finder-title" className="sr-only">
        Find a product
      </h2>
      <ScanButton onCode={look} label="Scan a tag" />
      <form onSubmit={submit} role="search" className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="counter-find" className="block text-sm font-medium text-ink">
            Name, #number or barcode
          </label>
          <input
            id="counter-find"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            enterKeyHint="search"
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={pending} className={buttonStyles.compact.secondary}>
          {pending ? 'Finding…' : 'Find'}
        </button>
      </form>
      <p
        role={note?.alert ? 'alert' : 'status'}
        className={`text-sm empty:hidden ${note?.alert ? 'text-danger' : 'text-muted'}`}
      >
        {note?.text}
      </p>
      {matches.length > 0 && (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {matches.map(({ product }) => (
            <li key={product.id} className="flex items-center gap-3 p-2">
              <ProductThumb src={product.photo} size={48} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="truncate font-medium">{product.name}</p>
                <p className="text-muted">
                  #{product.id} · {formatPrice(product.price)} · {stockWords(product)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => {
                  onFound({ product, size: null });
                  setMatches([]);
                  setText('');
                  setNote({ text: `Added ${product.name}.`, alert: false });
                }}
                className={buttonStyles.compact.secondary}
                aria-label={`Add ${product.name}`}
              >
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
