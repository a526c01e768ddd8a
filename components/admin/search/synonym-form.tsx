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
import { TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
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
      const applied = applyServerErrors(form, result.fieldErrors, {
        message: result.message,
        alert: 'when-no-field',
      });
      setMessage(applied.alert);
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
      <TextField
        id={`${prefix}-term`}
        label="When shoppers type"
        error={errors.term?.message}
        registration={form.register('term')}
        placeholder="lehenga"
        autoComplete="off"
      />
      <TextField
        id={`${prefix}-also`}
        label="Also search"
        hint="Words or phrases, separated by commas."
        error={errors.alsoSearch?.message}
        registration={form.register('alsoSearch')}
        placeholder="sherwani, kurta set"
        autoComplete="off"
      />
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
