// The after-sale settings in the shop settings' one schema (lib/shared/settings): returns on or
// off and their window, kinds that cannot come back, store credit, and the reorder day counts;
// as the form sends them (text, a checkbox group) and as the API does (numbers, a list).
import { describe, expect, it } from 'vitest';
import { knownKinds } from '@/lib/shared/settings/after-sale-settings';
import { settingsFormValues, shopSettingsSchema } from '@/lib/shared/settings/shop-settings';

const base = {
  legalName: 'Style Point Menswear',
  address: '12 MG Road, Bengaluru, Karnataka',
  stateCode: '29',
  gstin: '',
  gstScheme: 'unregistered',
  upiId: '',
  upiMerchantCode: '',
  deliveryFee: '99',
  freeDeliveryAbove: '',
  paymentAsked: 'order',
  returnsOpen: true,
  returnWindowDays: '7',
  nonReturnableKinds: [] as unknown,
  storeCreditOn: true,
  reorderCoverDays: '30',
  reorderLeadDays: '7',
  reorderSafetyDays: '7',
};

const errorsOf = (input: object) => {
  const r = shopSettingsSchema.safeParse({ ...base, ...input });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('after-sale settings', () => {
  it('reads the form’s text and the wire’s numbers alike, and round-trips to the form', () => {
    const s = shopSettingsSchema.parse({
      ...base,
      returnsOpen: false,
      returnWindowDays: 14,
      nonReturnableKinds: ['perfume', 'Lotion', 'Perfume'],
      storeCreditOn: false,
      reorderCoverDays: ' 45 ',
      reorderLeadDays: '0',
      reorderSafetyDays: 10,
    });
    expect(s).toMatchObject({
      returnsOpen: false,
      returnWindowDays: 14,
      nonReturnableKinds: ['Perfume', 'Lotion'],
      storeCreditOn: false,
      reorderCoverDays: 45,
      reorderLeadDays: 0,
      reorderSafetyDays: 10,
    });
    const form = settingsFormValues(s);
    expect(form.returnWindowDays).toBe('14');
    expect(shopSettingsSchema.parse(form)).toEqual(s);
  });

  it('takes an unticked checkbox group (false) as no kinds', () => {
    expect(
      shopSettingsSchema.parse({ ...base, nonReturnableKinds: false }).nonReturnableKinds,
    ).toEqual([]);
  });

  it('refuses days out of range, fractions, unknown kinds and a missing switch, naming each', () => {
    expect(errorsOf({ returnWindowDays: '0' }).returnWindowDays).toBe(
      'Return window: enter a whole number of days from 1 to 90.',
    );
    expect(errorsOf({ returnWindowDays: '91' }).returnWindowDays).toMatch(/1 to 90/);
    expect(errorsOf({ reorderCoverDays: '7.5' }).reorderCoverDays).toMatch(/whole number/);
    expect(errorsOf({ reorderLeadDays: -1 }).reorderLeadDays).toMatch(/0 to 180/);
    expect(errorsOf({ reorderSafetyDays: '' }).reorderSafetyDays).toMatch(/Safety stock/);
    expect(errorsOf({ nonReturnableKinds: ['Shirt', 'Spacesuit'] }).nonReturnableKinds).toBe(
      '“Spacesuit” is not one of the shop’s kinds (sub categories).',
    );
    expect(errorsOf({ returnsOpen: '' }).returnsOpen).toBe(
      'Exchanges and returns: choose on or off.',
    );
    expect(errorsOf({ storeCreditOn: 'yes' }).storeCreditOn).toMatch(/Store credit/);
  });

  it('keeps only the shop’s kinds from a stored list', () => {
    expect(knownKinds(['perfume', 'Gone kind', 3, 'Perfume'])).toEqual(['Perfume']);
    expect(knownKinds(null)).toBeNull();
  });
});
