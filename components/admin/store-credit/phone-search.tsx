import { buttonStyles } from '@/components/ui/button-styles';
import { inputClass } from '@/components/ui/form-field';

/** The phone to look up: a plain GET form, so the page's address names the phone it shows. */
export function PhoneSearch({ phone, problem }: { phone: string; problem: string | null }) {
  return (
    <form method="get" action="/admin/store-credit">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="credit-phone" className="block text-sm font-medium text-ink">
            Customer&rsquo;s phone
          </label>
          <input
            id="credit-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            defaultValue={phone}
            aria-invalid={problem ? true : undefined}
            aria-describedby="credit-phone-error"
            className={inputClass}
          />
        </div>
        <button type="submit" className={`${buttonStyles.primary} min-h-11 shrink-0`}>
          Look up
        </button>
      </div>
      <p
        id="credit-phone-error"
        aria-live="polite"
        className="mt-1 text-sm text-danger empty:hidden"
      >
        {problem}
      </p>
    </form>
  );
}
