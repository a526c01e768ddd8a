'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { FormSection } from '@/components/admin/form-section';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-alert';
import { describedBy, FormField, inputClass, TextField } from '@/components/ui/form-field';
import { applyServerErrors } from '@/components/ui/server-errors';
import { toast } from '@/components/ui/toast';
import {
  GST_SCHEME_LABELS,
  GST_SCHEMES,
  GST_STATES,
  settingsFormValues,
  shopSettingsSchema,
  type ShopSettings,
  type ShopSettingsInput,
} from '@/lib/shared/settings/shop-settings';
import { saveSettingsAction } from './actions';
import { AfterSaleSections } from './after-sale-sections';
import { SettingsRadios } from './settings-fields';

const FIELDS = [
  'legalName',
  'address',
  'stateCode',
  'gstScheme',
  'gstin',
  'upiId',
  'upiMerchantCode',
  'deliveryFee',
  'freeDeliveryAbove',
  'paymentAsked',
  'returnsOpen',
  'returnWindowDays',
  'nonReturnableKinds',
  'storeCreditOn',
  'reorderCoverDays',
  'reorderLeadDays',
  'reorderSafetyDays',
] as const;

/**
 * The GSTIN field's registration, capitalising as the owner types (the caret stays put), so the
 * field shows the GSTIN as it is kept rather than as typed.
 */
function capitalised(registration: UseFormRegisterReturn): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      const input = event.target;
      const upper = input.value.toUpperCase();
      if (upper !== input.value) {
        const { selectionStart, selectionEnd } = input;
        input.value = upper;
        input.setSelectionRange(selectionStart, selectionEnd);
      }
      return registration.onChange(event);
    },
  };
}

/** The shop's invoice, UPI, delivery, payment and after-sale settings (admin › Settings). */
export function SettingsForm({ initial }: { initial: ShopSettingsInput }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    reset,
    control,
    formState: { errors },
  } = useForm<ShopSettingsInput, unknown, ShopSettings>({
    resolver: zodResolver(shopSettingsSchema),
    defaultValues: initial,
  });
  const unregistered = useWatch({ control, name: 'gstScheme' }) === 'unregistered';
  const chosenKinds = useWatch({ control, name: 'nonReturnableKinds' });

  const save = handleSubmit(
    (saved) => {
      setFormError(null);
      startTransition(async () => {
        // The form's text goes to the server, which parses it with the same schema again.
        const result = await saveSettingsAction(getValues());
        if (result.ok) {
          toast.success('Settings saved. The shop shows them now.');
          // The fields show what was stored (a GSTIN without its spaces, amounts in rupees and
          // paise), as a reload would.
          reset(settingsFormValues(saved));
          router.refresh();
          return;
        }
        const applied = applyServerErrors({ setError }, result.fieldErrors, {
          fields: FIELDS,
          focus: true,
          message: result.message,
        });
        setFormError(applied.alert);
      });
    },
    (invalid) => {
      const first = FIELDS.find((f) => invalid[f]);
      if (first) setFocus(first);
    },
  );

  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-label="Shop settings"
      className="space-y-4"
    >
      <FormSection
        title="On your invoices"
        description="The seller’s details as printed on every invoice."
      >
        <TextField
          id="settings-legalName"
          label="Legal name"
          required
          autoComplete="organization"
          error={errors.legalName?.message}
          registration={register('legalName')}
        />
        <FormField id="settings-stateCode" label="State" required error={errors.stateCode?.message}>
          <select
            id="settings-stateCode"
            {...register('stateCode')}
            aria-invalid={errors.stateCode ? true : undefined}
            aria-describedby={describedBy('settings-stateCode')}
            className={inputClass}
          >
            {GST_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name} ({code})
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="settings-address"
          label="Address"
          required
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          registration={register('address')}
        />
        <SettingsRadios
          name="gstScheme"
          legend="GST"
          options={GST_SCHEMES.map((s) => [s, GST_SCHEME_LABELS[s]] as const)}
          error={errors.gstScheme?.message}
          registration={register('gstScheme')}
        />
        {!unregistered && (
          <TextField
            id="settings-gstin"
            label="GSTIN"
            hint="15 characters, e.g. 29ABCDE1234F1ZW; checked as you save."
            required
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.gstin?.message}
            registration={capitalised(register('gstin'))}
          />
        )}
      </FormSection>

      <FormSection
        title="UPI payments"
        description="A merchant UPI ID works best: payment apps limit or flag pay links and QR codes that pay a personal UPI ID (some refuse them or cap the amount). Leave it empty to take no UPI payments on the site."
      >
        <TextField
          id="settings-upiId"
          label="UPI ID"
          hint="e.g. stylepoint@okaxis"
          autoComplete="off"
          error={errors.upiId?.message}
          registration={register('upiId')}
        />
        <TextField
          id="settings-upiMerchantCode"
          label="Merchant category code (optional)"
          hint="Only if your bank gave one with a merchant UPI ID (4 digits)."
          inputMode="numeric"
          error={errors.upiMerchantCode?.message}
          registration={register('upiMerchantCode')}
        />
        <SettingsRadios
          name="paymentAsked"
          legend="Ask for payment"
          options={[
            ['order', 'As soon as the order is placed'],
            ['confirmed', 'After the shop confirms the order'],
          ]}
          error={errors.paymentAsked?.message}
          registration={register('paymentAsked')}
        />
      </FormSection>

      <FormSection title="Delivery" description="Pickup at the shop is always free.">
        <TextField
          id="settings-deliveryFee"
          label="Delivery charge (₹)"
          hint="0 for free delivery."
          inputMode="decimal"
          required
          error={errors.deliveryFee?.message}
          registration={register('deliveryFee')}
        />
        <TextField
          id="settings-freeDeliveryAbove"
          label="Free delivery above (₹, optional)"
          hint="Orders above this amount are delivered free."
          inputMode="decimal"
          error={errors.freeDeliveryAbove?.message}
          registration={register('freeDeliveryAbove')}
        />
      </FormSection>

      <AfterSaleSections
        register={register}
        errors={errors}
        chosenKinds={Array.isArray(chosenKinds) ? (chosenKinds as string[]) : []}
      />

      <FormAlert message={formError} />
      <button type="submit" disabled={pending} className={buttonStyles.compact.primary}>
        {pending ? 'Saving…' : 'Save settings'}
      </button>
    </form>
  );
}
