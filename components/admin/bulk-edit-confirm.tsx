'use client';

import { useEffect, useRef } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import {
  bulkEditNotes,
  bulkEditNothingToDo,
  bulkEditQuestion,
  type BulkEditOutcome,
} from '@/lib/shared/admin/bulk-edit';
import { formatPrice } from '@/lib/shared/money';
import type { BulkChange } from '@/lib/shared/validation/bulk-edit';

/**
 * Step two of a bulk edit: how many products the change changes, as the server counted them
 * ("Raise the price of 12 products by 10%?"), an example for a price change, and Apply. When
 * nothing would change it says so and offers only Back.
 */
export function BulkEditConfirm({
  change,
  outcome,
  pending,
  onBack,
  onApply,
}: {
  change: BulkChange;
  outcome: BulkEditOutcome;
  pending: boolean;
  onBack: () => void;
  onApply: () => void;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  const count = outcome.changedIds.length;
  const example = outcome.example;

  // Focus on the question, so it is read out and a second Enter cannot apply by accident.
  useEffect(() => question.current?.focus(), []);

  return (
    <div className="flex flex-col gap-3">
      <p
        ref={question}
        tabIndex={-1}
        data-testid="bulk-edit-question"
        className="text-base font-semibold outline-none"
      >
        {count > 0 ? bulkEditQuestion(change, count, outcome.pieces) : bulkEditNothingToDo(change)}
      </p>
      {count > 0 && example && (
        <p className="text-sm text-muted">
          For example, {example.name}: {formatPrice(example.from)} →{' '}
          <span className="font-semibold text-ink">{formatPrice(example.to)}</span>
        </p>
      )}
      {bulkEditNotes(outcome).map((note) => (
        <p key={note} className="text-sm text-muted">
          {note}
        </p>
      ))}
      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={onBack}
          disabled={pending}
          className={`${buttonStyles.compact.secondary} min-h-11`}
        >
          Back
        </button>
        {count > 0 && (
          <button
            type="button"
            onClick={onApply}
            disabled={pending}
            className={`${buttonStyles.compact.primary} min-h-11`}
          >
            {pending ? 'Applying…' : 'Apply'}
          </button>
        )}
      </div>
    </div>
  );
}
