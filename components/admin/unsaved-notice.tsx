'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import {
  clearUnsavedEdit,
  parseUnsavedEdit,
  subscribeUnsavedEdit,
  unsavedEditSnapshot,
} from '@/lib/browser/admin/unsaved-edit';

/** "Your changes were not saved" after a failed edit, until the admin dismisses it. */
export function UnsavedNotice() {
  const raw = useSyncExternalStore(subscribeUnsavedEdit, unsavedEditSnapshot, () => null);
  const note = parseUnsavedEdit(raw);
  if (!note) return null;
  return (
    <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-4 text-sm">
      <p className="font-semibold text-danger">
        The server did not save your changes to “{note.name}”.
      </p>
      <p className="mt-1 text-ink">
        {note.message.replace(/\.?$/, '.')} Only the availability was changed, and only on this
        device and in its cart. Open the product again to retry.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          href={`/admin/products/${note.id}/edit`}
          onClick={() => clearUnsavedEdit()}
          className="rounded-lg bg-brand px-3 py-1.5 font-semibold text-white hover:bg-brand-strong"
        >
          Edit again
        </Link>
        <button
          type="button"
          onClick={() => clearUnsavedEdit()}
          className="rounded-lg border border-line bg-surface px-3 py-1.5 font-semibold hover:bg-canvas"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
