'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { backUpNowAction } from './actions';

/** Takes a backup now; the list shows it once written (a large shop's takes a while). */
export function BackUpNowButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const backUp = () =>
    startTransition(async () => {
      const result = await backUpNowAction();
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      toast.success(`Backup written (${result.size}). It is at the top of the list.`);
      router.refresh();
    });
  return (
    <button
      type="button"
      onClick={backUp}
      disabled={pending}
      aria-busy={pending || undefined}
      className={buttonStyles.compact.primary}
    >
      {pending ? 'Backing up…' : 'Back up now'}
    </button>
  );
}
