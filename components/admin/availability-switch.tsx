'use client';

import { useOptimistic, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { setAvailabilityAction } from '@/components/admin/actions';
import { setAvailabilityOverride } from '@/lib/browser/cart/availability';
import { patchProduct } from '@/lib/browser/cart/store';
import { StockBadge } from './stock-badge';

/** The inline availability toggle: flips at once, saved by a server action, reverted on failure. */
export function AvailabilitySwitch({
  id,
  name,
  available,
  stock,
}: {
  id: number;
  name: string;
  available: boolean;
  stock: number;
}) {
  const [optimistic, setOptimistic] = useOptimistic(available);
  const [pending, startTransition] = useTransition();

  const toggle = () => {
    const next = !optimistic;
    startTransition(async () => {
      setOptimistic(next);
      const result = await setAvailabilityAction(id, next);
      if (!result.ok) {
        toast.error(result.message);
        return;
      }
      // The server now holds the truth: drop any local override and refresh this browser's cart.
      setAvailabilityOverride(id, null);
      patchProduct(id, { available: result.available });
      toast.success(`${name} is now ${result.available ? 'available' : 'unavailable'}.`);
    });
  };

  return (
    <div className="flex items-center gap-2">
      <StockBadge available={optimistic} stock={stock} />
      <button
        type="button"
        role="switch"
        aria-checked={optimistic}
        aria-label={`Available: ${name}`}
        aria-busy={pending || undefined}
        onClick={toggle}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-stone-300 transition aria-checked:bg-success disabled:opacity-60"
      >
        <span className="ml-0.5 size-5 rounded-full bg-white shadow transition group-aria-checked:translate-x-5" />
      </button>
    </div>
  );
}
