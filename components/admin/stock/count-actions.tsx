'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/components/ui/toast';
import { countText } from '@/lib/shared/counts';
import { discardCountAction, postCountAction } from './actions';

type Asking = 'post' | 'discard' | null;

/** Post the differences as corrections, or discard the stocktake: each after one confirmation. */
export function CountActions({
  countId,
  differences,
  uncounted,
}: {
  countId: number;
  differences: number;
  uncounted: number;
}) {
  const router = useRouter();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function post(): Promise<string | null> {
    const result = await postCountAction(countId);
    if (!result.ok) return result.message;
    const clamped = result.clamped.map((c) => `${c.name}${c.size ? ` (${c.size})` : ''}`);
    toast.success(
      `Stocktake ${countId} posted: ${countText(result.corrected, 'count', 'counts')} corrected.` +
        (clamped.length ? ` Set to 0, more sold since than counted: ${clamped.join(', ')}.` : ''),
    );
    router.refresh();
    return null;
  }

  async function discard(): Promise<string | null> {
    const result = await discardCountAction(countId);
    if (!result.ok) return result.message;
    toast.success(`Stocktake ${countId} discarded.`);
    router.push('/admin/stock/count');
    return null;
  }

  async function confirm() {
    setBusy(true);
    setAlert(null);
    const refused = await (asking === 'post' ? post() : discard());
    setBusy(false);
    if (refused) return setAlert(refused);
    dialog.current?.close();
  }

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => setAsking('post')}
        className={buttonStyles.compact.primary}
      >
        Post corrections
      </button>
      <button
        type="button"
        onClick={() => setAsking('discard')}
        className={buttonStyles.compact.dangerOutline}
      >
        Discard
      </button>
      {asking && (
        <Dialog
          title={asking === 'post' ? `Post stocktake ${countId}?` : `Discard stocktake ${countId}?`}
          titleId={titleId}
          onClose={() => setAsking(null)}
          dialogRef={dialog}
          busy={busy}
        >
          <div className="space-y-4 text-sm">
            {asking === 'post' ? (
              <p>
                {countText(differences, 'count differs', 'counts differ')} from the system: each is
                corrected by the difference, on top of any sale made since you started.{' '}
                {uncounted > 0 &&
                  `${countText(uncounted, 'size was', 'sizes were')} not counted and stay as they are.`}
              </p>
            ) : (
              <p>The counts typed so far are dropped and no stock changes.</p>
            )}
            <FormAlert message={alert} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                disabled={busy}
                className={buttonStyles.compact.secondary}
              >
                Keep counting
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={busy}
                className={
                  asking === 'post' ? buttonStyles.compact.primary : buttonStyles.compact.danger
                }
              >
                {busy ? 'Working…' : asking === 'post' ? 'Post corrections' : 'Discard stocktake'}
              </button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
