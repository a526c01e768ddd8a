'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { ProductThumb } from '@/components/admin/product-thumb';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { FieldError, inputClass, TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import { countText } from '@/lib/shared/counts';
import type { CounterProduct } from '@/lib/shared/counter/lookup';
import {
  receiptReference,
  receiveStockSchema,
  type ReceiveStockInput,
  type ReceiveStockRequest,
} from '@/lib/shared/stock/receive-request';
import { receiveStockAction } from './actions';
import { ProductPicker } from './product-picker';

const EMPTY: ReceiveStockInput = { supplier: '', billNumber: '', note: '', lines: [] };

/**
 * A supplier's bill: find products (scan, #number or name), one line per product and size with
 * its pieces and optional cost of a piece, the supplier and bill number; one save. The schema is
 * the server's own; its refusals (`lines.2.size`) land on their lines.
 */
export function ReceiveForm() {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const [picked, setPicked] = useState<ReadonlyMap<number, CounterProduct>>(new Map());
  const form = useForm<ReceiveStockInput, unknown, ReceiveStockRequest>({
    resolver: zodResolver(receiveStockSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const taken = useMemo(
    () => new Set(lines.map((l) => `${String(l.productId)}|${l.size ?? ''}`)),
    [lines],
  );

  function add(product: CounterProduct, size: string | null) {
    setPicked((map) => new Map(map).set(product.id, product));
    const at = lines.findIndex(
      (l) => l.productId === product.id && (l.size ?? '') === (size ?? ''),
    );
    if (at >= 0) {
      form.setFocus(`lines.${at}.qty`);
      return;
    }
    append({ productId: product.id, size: size ?? '', qty: '1', costPrice: '' });
  }

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const result = await receiveStockAction(form.getValues());
    if (!result.ok) {
      setAlert(
        applyServerErrors(form, result.fieldErrors, { focus: true, message: result.message }).alert,
      );
      return;
    }
    const pieces = countText(result.pieces, 'piece', 'pieces');
    toast.success(
      `${receiptReference(result.receiptId)} saved: ${pieces} from ${values.supplier}.`,
    );
    form.reset(EMPTY);
    setPicked(new Map());
    router.refresh();
  });

  return (
    <div className="space-y-4">
      <ProductPicker onPick={add} taken={taken} />
      <form noValidate onSubmit={submit} aria-label="Stock received" className="space-y-4">
        {fields.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">
            Scan a tag or find a product to add the pieces that came.
          </p>
        ) : (
          <ul className="space-y-3" data-testid="receive-lines">
            {fields.map((field, i) => {
              const product = picked.get(Number(field.productId));
              const error = errors.lines?.[i];
              const line = `receive-${i}`;
              return (
                <li
                  key={field.id}
                  data-testid="receive-line"
                  className="rounded-xl border border-line bg-surface p-3"
                >
                  <div className="flex items-start gap-3">
                    <ProductThumb src={product?.photo ?? null} size={48} />
                    <p className="min-w-0 flex-1 font-medium break-words text-ink">
                      {product?.name ?? `Product #${String(field.productId)}`}
                      {field.size ? <span className="text-muted"> · size {field.size}</span> : null}
                    </p>
                    <button
                      type="button"
                      onClick={() => remove(i)}
                      className="text-sm font-medium text-danger underline"
                      aria-label={`Remove ${product?.name ?? 'this line'}${field.size ? ` in size ${field.size}` : ''}`}
                    >
                      Remove
                    </button>
                  </div>
                  <FieldError id={`${line}-product-error`}>
                    {error?.productId?.message ?? error?.size?.message}
                  </FieldError>
                  <div className="mt-2 grid grid-cols-2 gap-3">
                    <label className="text-sm font-medium text-ink">
                      Pieces
                      <input
                        id={`${line}-qty`}
                        {...form.register(`lines.${i}.qty`)}
                        inputMode="numeric"
                        aria-invalid={error?.qty ? true : undefined}
                        aria-describedby={`${line}-qty-error`}
                        className={inputClass}
                      />
                    </label>
                    <label className="text-sm font-medium text-ink">
                      Cost a piece (₹)
                      <input
                        id={`${line}-cost`}
                        {...form.register(`lines.${i}.costPrice`)}
                        inputMode="decimal"
                        placeholder="Optional"
                        aria-invalid={error?.costPrice ? true : undefined}
                        aria-describedby={`${line}-cost-error`}
                        className={inputClass}
                      />
                    </label>
                  </div>
                  <FieldError id={`${line}-qty-error`}>{error?.qty?.message}</FieldError>
                  <FieldError id={`${line}-cost-error`}>{error?.costPrice?.message}</FieldError>
                </li>
              );
            })}
          </ul>
        )}
        <FieldError id="receive-lines-error">
          {errors.lines?.message ?? errors.lines?.root?.message}
        </FieldError>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="receive-supplier"
            label="Supplier"
            required
            autoComplete="off"
            error={errors.supplier?.message}
            registration={form.register('supplier')}
          />
          <TextField
            id="receive-bill"
            label="Bill number"
            autoComplete="off"
            error={errors.billNumber?.message}
            registration={form.register('billNumber')}
          />
        </div>
        <FormAlert message={alert} />
        <button type="submit" disabled={isSubmitting} className={buttonStyles.compact.primary}>
          {isSubmitting ? 'Saving…' : 'Save delivery'}
        </button>
      </form>
    </div>
  );
}
