'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { deleteSynonymAction } from './actions';
import { SynonymForm } from './synonym-form';

export interface SynonymItem {
  id: number;
  term: string;
  alsoSearch: string[];
}

function SynonymRow({ item }: { item: SynonymItem }) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!window.confirm(`Stop searching “${item.alsoSearch.join(', ')}” for “${item.term}”?`))
      return;
    setBusy(true);
    const result = await deleteSynonymAction(item.id);
    setBusy(false);
    if (!result.ok) return toast.error(result.message);
    toast.success(`“${item.term}” removed.`);
    router.refresh();
  }

  if (editing)
    return (
      <li className="rounded-lg border border-brand/30 bg-surface p-3">
        <SynonymForm
          id={item.id}
          initial={{ term: item.term, alsoSearch: item.alsoSearch.join(', ') }}
          onSaved={() => setEditing(false)}
        />
        <button
          type="button"
          onClick={() => setEditing(false)}
          className={`${buttonStyles.compact.secondary} mt-2`}
        >
          Cancel
        </button>
      </li>
    );
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line bg-surface px-3 py-2">
      <p className="min-w-0 flex-1 text-sm text-ink">
        <span className="font-semibold">{item.term}</span>
        <span className="text-muted"> also searches </span>
        {item.alsoSearch.join(', ')}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={buttonStyles.compact.secondary}
        >
          Edit<span className="sr-only"> “{item.term}”</span>
        </button>
        <button
          type="button"
          onClick={remove}
          disabled={busy}
          className={buttonStyles.compact.dangerOutline}
        >
          Delete<span className="sr-only"> “{item.term}”</span>
        </button>
      </div>
    </li>
  );
}

/** The shop's synonyms, each editable in place. */
export function SynonymList({ items }: { items: SynonymItem[] }) {
  if (items.length === 0) return <p className="text-sm text-muted">No synonyms yet.</p>;
  return (
    <ul className="space-y-2" aria-label="Synonyms">
      {items.map((item) => (
        <SynonymRow key={item.id} item={item} />
      ))}
    </ul>
  );
}
