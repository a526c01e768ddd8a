'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField, inputClass, describedBy } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { MAIN_CATEGORIES } from '@/lib/shared/categories';
import { startCountSchema, type StartCountInput } from '@/lib/shared/stock/count-request';
import { startCountAction } from './actions';

/** Starts a stocktake of a category, a category's kind, or everything; the sheet opens next. */
export function StartCountForm() {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<StartCountInput>({
    resolver: zodResolver(startCountSchema),
    defaultValues: { scope: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async () => {
    setAlert(null);
    const result = await startCountAction(form.getValues());
    if (!result.ok) {
      const applied = applyServerErrors(form, result.fieldErrors, {
        fields: ['scope'],
        focus: true,
        message: result.message,
      });
      setAlert(applied.alert);
      return;
    }
    router.push(`/admin/stock/count/${result.countId}`);
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Start a stocktake" className="space-y-3">
      <FormField id="count-scope" label="What to count" error={errors.scope?.message}>
        <select
          id="count-scope"
          {...form.register('scope')}
          aria-invalid={errors.scope ? true : undefined}
          aria-describedby={describedBy('count-scope')}
          className={inputClass}
        >
          <option value="">Everything</option>
          {MAIN_CATEGORIES.map((main) => (
            <optgroup key={main.value} label={main.label}>
              <option value={main.value}>All of {main.label}</option>
              {main.subs.map((sub) => (
                <option key={sub} value={`${main.value}/${sub}`}>
                  {main.label} › {sub}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </FormField>
      <FormAlert message={alert} />
      <button type="submit" disabled={isSubmitting} className={buttonStyles.compact.primary}>
        {isSubmitting ? 'Starting…' : 'Start counting'}
      </button>
    </form>
  );
}
