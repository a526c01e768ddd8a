'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useOptimistic, useRef, useState, useTransition } from 'react';
import { focusPlace, type FocusPlace } from '@/components/ui/focus-place';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import { toast } from '@/components/ui/toast';
import type { AdminProductRow } from '@/lib/shared/admin/product-row';
import { removeProduct } from '@/lib/browser/cart/store';
import {
  bulkDeleteRequest,
  DELETE_MESSAGES,
  deleteProductRequest,
} from '@/lib/browser/admin/delete-requests';
import { ProductTableRow } from './product-table-row';
import { SelectionBar } from './selection-bar';

// The bulk edit dialog (a form with the shared zod schema) loads when first opened, not with the list.
const bulkEditDialog = lazyPart(() => import('./bulk-edit-dialog').then((m) => m.BulkEditDialog));

const ROW = '[data-testid="admin-product-row"]';

const HEAD =
  'hidden xl:table-cell border-b border-line px-3 py-2 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase';

/**
 * The admin product list: select, then bulk edit, print tags or bulk delete; single delete with
 * optimistic removal.
 */
export function ProductTable({ rows }: { rows: AdminProductRow[] }) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // Rows the server confirmed gone stay hidden until the refreshed list arrives.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(new Set());
  const [visible, hideOptimistically] = useOptimistic(
    rows.filter((r) => !deleted.has(r.id)),
    (current, ids: number[]) => current.filter((r) => !ids.includes(r.id)),
  );
  const [, startTransition] = useTransition();
  // The ids the open bulk edit works on (fixed while it is open), or null when closed.
  const [editing, setEditing] = useState<number[] | null>(null);
  const editorShown = useLazyPart(bulkEditDialog, editing !== null, (error) => {
    console.error('[bulk edit] could not load', error);
    setEditing(null);
  });

  const visibleSelected = visible.filter((r) => selected.has(r.id)).map((r) => r.id);
  // A deleted row takes its Delete button with it: focus goes to the next row's name instead.
  const leaving = useRef<{ id: number; place: FocusPlace } | null>(null);
  useEffect(() => {
    const row = leaving.current;
    if (!row || visible.some((r) => r.id === row.id)) return;
    row.place.restore();
    leaving.current = null;
  }, [visible]);

  const confirmGone = (ids: number[]) => {
    setDeleted((d) => new Set([...d, ...ids]));
    setSelected((s) => new Set([...s].filter((id) => !ids.includes(id))));
    for (const id of ids) removeProduct(id); // this browser's cart, like the server carts
    startTransition(() => router.refresh());
  };

  const deleteOne = (row: AdminProductRow) => {
    if (!window.confirm(DELETE_MESSAGES.confirmOne)) return;
    const element = document.querySelector(`${ROW}[data-product-id="${row.id}"]`);
    leaving.current = { id: row.id, place: focusPlace(element, ROW, 'th') };
    startTransition(async () => {
      hideOptimistically([row.id]);
      const outcome = await deleteProductRequest(row.id);
      if (!outcome.ok) {
        toast.error(outcome.message); // the row comes back when this transition ends
        return;
      }
      toast.success(`Deleted ${row.name}.`);
      confirmGone([row.id]);
    });
  };

  const deleteSelected = () => {
    const ids = visibleSelected;
    if (ids.length === 0) {
      toast.error(DELETE_MESSAGES.noneSelected);
      return;
    }
    if (!window.confirm(DELETE_MESSAGES.confirmMany)) return;
    startTransition(async () => {
      hideOptimistically(ids);
      if (!(await bulkDeleteRequest(ids))) {
        toast.error(DELETE_MESSAGES.bulkFailed);
        return;
      }
      toast.success(DELETE_MESSAGES.bulkDone);
      confirmGone(ids);
    });
  };

  const editSelected = () => {
    if (visibleSelected.length === 0) toast.error(DELETE_MESSAGES.noneSelected);
    else setEditing(visibleSelected);
  };

  const allSelected = visible.length > 0 && visibleSelected.length === visible.length;
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface">
      <SelectionBar
        total={visible.length}
        selectedIds={visibleSelected}
        allSelected={allSelected}
        onSelectAll={(checked) =>
          setSelected(checked ? new Set(visible.map((r) => r.id)) : new Set())
        }
        onEditSelected={editSelected}
        onDeleteSelected={deleteSelected}
        onNoneSelected={() => toast.error(DELETE_MESSAGES.noneSelected)}
      />
      {editing && editorShown && (
        <bulkEditDialog.Part ids={editing} onClose={() => setEditing(null)} />
      )}
      {visible.length === 0 ? (
        <p className="p-8 text-center text-muted">No products match these filters.</p>
      ) : (
        <table className="block w-full xl:table xl:border-collapse">
          <caption className="sr-only">Products</caption>
          <thead className="hidden xl:table-header-group">
            <tr>
              <th scope="col" className={HEAD}>
                <span className="sr-only">Selected</span>
              </th>
              <th scope="col" className={HEAD}>
                <span className="sr-only">Photo</span>
              </th>
              <th scope="col" className={HEAD}>
                Name
              </th>
              <th scope="col" className={HEAD}>
                Category
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Price
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                Stock
              </th>
              <th scope="col" className={HEAD}>
                Availability
              </th>
              <th scope="col" className={HEAD}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="block xl:table-row-group">
            {visible.map((row) => (
              <ProductTableRow
                key={row.id}
                product={row}
                selected={selected.has(row.id)}
                onSelect={(checked) =>
                  setSelected((s) => {
                    const next = new Set(s);
                    if (checked) next.add(row.id);
                    else next.delete(row.id);
                    return next;
                  })
                }
                onDelete={() => deleteOne(row)}
              />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
