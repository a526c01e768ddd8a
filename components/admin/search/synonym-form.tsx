'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  searchSynonymSchema,
  type SearchSynonymInput,
  type SearchSynonymValues,
} from '@/lib/shared/validation/search-synonym';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { describedBy, FormField, inputClass } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { saveSynonymAction } from './actions';

interface SynonymFormProps {
  /** The synonym being changed, or null for a new one. */
  id: number | null;
  initial?: SearchSynonymInput;
  /** After a save (an edit closes its row). */
  onSaved?: () => void;
}

/** "When shoppers type … also search …": one synonym, added or changed. */
export function SynonymForm({ id, initial, onSaved }: SynonymFormProps) {
  const router = useRouter();
  const [message, setMessage] = useState<string | null>(null);
  const prefix = id === null ? 'new-synonym' : `synonym-${id}`;
  const form = useForm<SearchSynonymInput, unknown, SearchSynonymValues>({
    resolver: zodResolver(searchSynonymSchema),
    defaultValues: initial ?? { term: '', alsoSearch: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await saveSynonymAction(id, values);
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors))
        if (field === 'term' || field === 'alsoSearch')
          form.setError(field, { message: messages[0] });
      setMessage(Object.keys(result.fieldErrors).length ? null : result.message);
      return;
    }
    toast.success(`Searches for “${values.term}” now find ${values.alsoSearch} too.`);
    if (id === null) form.reset({ term: '', alsoSearch: '' });
    onSaved?.();
    router.refresh();
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-start"
    >
      <FormField id={`${prefix}-term`} label="When shoppers type" error={errors.term?.message}>
        <input
          id={`${prefix}-term`}
          {...form.register('term')}
          aria-invalid={errors.term ? true : undefined}
          aria-describedby={describedBy(`${prefix}-term`)}
          placeholder="lehenga"
          autoComplete="off"
          className={inputClass}
        />
      </FormField>
      <FormField
        id={`${prefix}-also`}
        label="Also search"
        hint="Words or phrases, separated by commas."
        error={errors.alsoSearch?.message}
      >
        <input
          id={`${prefix}-also`}
          {...form.register('alsoSearch')}
          aria-invalid={errors.alsoSearch ? true : undefined}
          aria-describedby={describedBy(`${prefix}-also`, 'hint')}
          placeholder="sherwani, kurta set"
          autoComplete="off"
          className={inputClass}
        />
      </FormField>
      <div className="sm:pt-6">
        <button type="submit" disabled={isSubmitting} className={buttonStyles.compact.primary}>
          {isSubmitting ? 'Saving…' : id === null ? 'Add synonym' : 'Save'}
        </button>
      </div>
      <div className="sm:col-span-3">
        <FormAlert message={message} />
      </div>
    </form>
  );
}
