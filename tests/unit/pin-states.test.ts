// The place of supply from the PIN code (lib/shared/gst/pin-states.ts) and the checkout schema
// that refuses a state the PIN is not in (lib/shared/orders/checkout.ts, on both sides).
import { describe, expect, it } from 'vitest';
import { pinStateProblem, pinStates, stateFromPin } from '@/lib/shared/gst/pin-states';
import { stateName } from '@/lib/shared/gst/states';
import { checkoutSchema } from '@/lib/shared/orders/checkout';

describe('the state of a PIN code', () => {
  it('is the state of its sorting district', () => {
    const known: Record<string, string> = {
      '682031': 'Kerala',
      '695001': 'Kerala',
      '673001': 'Kerala',
      '560001': 'Karnataka',
      '590001': 'Karnataka',
      '110001': 'Delhi',
      '400001': 'Maharashtra',
      '440001': 'Maharashtra',
      '600001': 'Tamil Nadu',
      '641001': 'Tamil Nadu',
      '500001': 'Telangana',
      '520001': 'Andhra Pradesh',
      '403001': 'Goa',
      '793001': 'Meghalaya',
      '744101': 'Andaman and Nicobar Islands',
      '682555': 'Lakshadweep',
      '737101': 'Sikkim',
      '700001': 'West Bengal',
      '751001': 'Odisha',
      '781001': 'Assam',
      '799001': 'Tripura',
      '800001': 'Bihar',
      '834001': 'Jharkhand',
      '831001': 'Jharkhand',
      '492001': 'Chhattisgarh',
      '462001': 'Madhya Pradesh',
      '380001': 'Gujarat',
      '302001': 'Rajasthan',
      '226001': 'Uttar Pradesh',
      '248001': 'Uttarakhand',
      '122001': 'Haryana',
      '141001': 'Punjab',
      '171001': 'Himachal Pradesh',
      '190001': 'Jammu and Kashmir',
      '795001': 'Manipur',
      '796001': 'Mizoram',
      '797112': 'Nagaland',
      '791111': 'Arunachal Pradesh',
    };
    for (const [pin, state] of Object.entries(known)) {
      expect(pinStates(pin).map(stateName), pin).toEqual([state]);
      expect(stateFromPin(pin), pin).not.toBeNull();
    }
  });

  it('names both states where India Post shares a district, and fills in neither', () => {
    expect(pinStates('605001').map(stateName)).toEqual(['Tamil Nadu', 'Puducherry']);
    expect(pinStates('160017').map(stateName)).toEqual(['Chandigarh', 'Punjab']);
    expect(pinStates('396230').map(stateName)).toEqual([
      'Gujarat',
      'Dadra and Nagar Haveli and Daman and Diu',
    ]);
    expect(stateFromPin('605001')).toBeNull();
    expect(pinStateProblem('605001', '34')).toBeNull();
    expect(pinStateProblem('605001', '33')).toBeNull();
    expect(pinStateProblem('605001', '29')).toBe(
      'PIN 605001 is in Tamil Nadu or Puducherry, not Karnataka.',
    );
  });

  it('is none for a PIN that is not one, or is the Army Post Office', () => {
    for (const pin of ['', '68203', '6820311', '082031', 'abcdef', '990001']) {
      expect(pinStates(pin), pin).toEqual([]);
      expect(pinStateProblem(pin, '29'), pin).toBeNull();
    }
  });
});

describe('the checkout’s state', () => {
  const delivery = { name: 'Asha', fulfilment: 'delivery', address: '3 Marine Drive, Kochi' };

  it('refuses a state the PIN is not in, naming both', () => {
    const result = checkoutSchema.safeParse({ ...delivery, pincode: '682031', state: '29' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toMatchObject([
      { path: ['state'], message: 'PIN 682031 is in Kerala, not Karnataka.' },
    ]);
  });

  it('takes the state by name or GST code, and from the PIN when none is given', () => {
    for (const state of ['Kerala', ' kerala ', '32', undefined, '']) {
      expect(
        checkoutSchema.parse({ ...delivery, pincode: '682031', state }).state,
        String(state),
      ).toBe('32');
    }
    expect(
      checkoutSchema.safeParse({ ...delivery, pincode: '682031', state: 'Keralam' }).error!
        .issues[0],
    ).toMatchObject({ path: ['state'], message: 'Choose the state of the delivery address.' });
  });

  it('asks for the state when the PIN names two', () => {
    const result = checkoutSchema.safeParse({ ...delivery, pincode: '605001' });
    expect(result.error!.issues).toMatchObject([
      { path: ['state'], message: 'PIN 605001 is in Tamil Nadu or Puducherry: choose the state.' },
    ]);
    expect(checkoutSchema.parse({ ...delivery, pincode: '605001', state: '34' }).state).toBe('34');
  });

  it('reports the contradiction beside another field’s error, and leaves pickup alone', () => {
    const both = checkoutSchema.safeParse({
      ...delivery,
      name: '',
      pincode: '682031',
      state: '29',
    });
    expect(both.error!.issues.map((i) => i.path[0])).toEqual(['name', 'state']);
    expect(
      checkoutSchema.parse({ name: 'Asha', fulfilment: 'pickup', pincode: '682031', state: '29' })
        .state,
    ).toBe('');
  });
});
