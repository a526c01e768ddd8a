// applyServerErrors: each field's first message on its field (flat or dotted), the rest for the
// form's alert.
import { describe, expect, it, vi } from 'vitest';
import { applyServerErrors } from '@/components/ui/server-errors';
import { NON_FIELD } from '@/lib/shared/validation/field-errors';

function fakeForm(values: Record<string, unknown>) {
  const setError = vi.fn();
  const getValues = (path: string) =>
    path
      .split('.')
      .reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], values);
  return { setError, getValues: getValues as never };
}

describe('applyServerErrors', () => {
  it('puts a dotted key on its cell and what no field takes in the alert', () => {
    const form = fakeForm({ name: '', rows: [{ values: ['1', ''] }] });
    const applied = applyServerErrors(form, {
      'rows.0.values.1': ['Enter a number above 0.', 'second'],
      other: ['Not a field here.'],
      [NON_FIELD]: ['Later.'],
    });
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith(
      'rows.0.values.1',
      { type: 'server', message: 'Enter a number above 0.' },
      { shouldFocus: false },
    );
    expect(applied).toEqual({ fields: ['rows.0.values.1'], alert: 'Not a field here.' });
  });

  it('follows the form’s own field order, focuses the first, and speaks as told', () => {
    const form = fakeForm({});
    const errors = { phone: ['Bad phone.'], name: ['No name.'] };
    const applied = applyServerErrors(form, errors, {
      fields: ['name', 'phone'],
      focus: true,
      message: 'Check the fields.',
    });
    expect(applied).toEqual({ fields: ['name', 'phone'], alert: 'Check the fields.' });
    expect(form.setError.mock.calls.map((c: unknown[]) => c[2])).toEqual([
      { shouldFocus: true },
      { shouldFocus: false },
    ]);
    const quiet = applyServerErrors(form, errors, {
      fields: ['name'],
      message: 'Check the fields.',
      alert: 'when-no-field',
    });
    expect(quiet.alert).toBeNull();
    expect(applyServerErrors(form, {}, { message: 'Refused.', alert: 'when-no-field' }).alert).toBe(
      'Refused.',
    );
  });
});
