'use client';

import { useTransition } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast';
import { issueInvoiceAction } from './actions';

/** Issues the order's invoice now (confirming issues it by itself). */
export function IssueInvoiceButton({ number }: { number: string }) {
  const [pending, startTransition] = useTransition();
  const issue = () =>
    startTransition(async () => {
      const result = await issueInvoiceAction(number);
      if (result.ok) toast.success(`Invoice ${result.invoice} issued.`);
      else toast.error(result.message);
    });
  return (
    <button
      type="button"
      disabled={pending}
      onClick={issue}
      className={buttonStyles.compact.secondary}
    >
      {pending ? 'Issuing…' : 'Issue invoice'}
      <span className="sr-only"> for {number}</span>
    </button>
  );
}
