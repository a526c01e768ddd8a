// Bulk edit's pure rules (lib/shared/admin/bulk-edit.ts, bulk-price.ts) and its shared schema
// (lib/shared/validation/bulk-edit.ts): percentage rounding, the ₹1 floor, what counts as a
// change, and what input is refused with which message.
import { describe, expect, it } from 'vitest';
import {
  bulkEditDone,
  bulkEditNotes,
  bulkEditNothingToDo,
  bulkEditQuestion,
  outcomeOf,
  patchFor,
  planBulkEdit,
  tooExpensiveMessage,
  type BulkEditTarget,
} from '@/lib/shared/admin/bulk-edit';
import { priceAfter } from '@/lib/shared/admin/bulk-price';
import {
  bulkChangeSchema,
  bulkEditSchema,
  type BulkChange,
} from '@/lib/shared/validation/bulk-edit';
import { fieldErrorsFrom } from '@/lib/shared/validation/field-errors';

const raise = (percent: number) => ({ action: 'raise_price' as const, percent });
const lower = (percent: number) => ({ action: 'lower_price' as const, percent });

const shirt: BulkEditTarget = {
  id: 1,
  name: 'Linen Shirt',
  price: '1499.00',
  available: true,
  mainCategory: 'mens',
  subCategory: 'Shirt',
};

function errorsOf(schema: typeof bulkEditSchema | typeof bulkChangeSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(input)}`);
  return fieldErrorsFrom(result.error);
}

describe('priceAfter', () => {
  it('raises and lowers by a percentage, rounded to the whole rupee', () => {
    expect(priceAfter('1499.00', raise(10))).toBe('1649.00'); // 1648.90
    expect(priceAfter('1499.00', lower(10))).toBe('1349.00'); // 1349.10
    expect(priceAfter('999.00', raise(12.5))).toBe('1124.00'); // 1123.875
    expect(priceAfter('1499.50', raise(10))).toBe('1649.00'); // 1649.45
    expect(priceAfter('100.00', raise(0.01))).toBe('100.00'); // 100.01
  });

  it('rounds exactly half a rupee up, with no float drift', () => {
    expect(priceAfter('5.00', raise(10))).toBe('6.00'); // 5.50
    expect(priceAfter('15.00', lower(10))).toBe('14.00'); // 13.50 -> 14
    expect(priceAfter('0.10', raise(400))).toBe('1.00'); // 0.50 -> 1
    // 129.20 × 1.25 is exactly 161.50, but 161.49999999999997 in floats.
    expect(priceAfter('129.20', raise(25))).toBe('162.00');
    expect(priceAfter('10000000.00', lower(0.01))).toBe('9999000.00');
  });

  it('never goes below ₹1', () => {
    expect(priceAfter('4.00', lower(90))).toBe('1.00'); // 0.40 would round to 0
    expect(priceAfter('1.00', lower(50))).toBe('1.00');
    expect(priceAfter('0.50', lower(10))).toBe('1.00');
  });

  it('takes a set price as given', () => {
    expect(priceAfter('1499.00', { action: 'set_price', price: '799.50' })).toBe('799.50');
  });
});

describe('patchFor and planBulkEdit', () => {
  it('counts only products that actually change', () => {
    const targets: BulkEditTarget[] = [
      shirt,
      { ...shirt, id: 2, price: '799.00', available: false },
      { ...shirt, id: 3, price: '10.00', mainCategory: 'unisex', subCategory: 'Caps' },
    ];
    const ids = [1, 2, 3, 99];
    const unavailable = planBulkEdit(ids, targets, {
      action: 'set_availability',
      available: false,
    });
    expect(unavailable.updates).toEqual([
      { id: 1, patch: { available: false } },
      { id: 3, patch: { available: false } },
    ]);
    expect(unavailable.unchangedIds).toEqual([2]);
    expect(unavailable.notFoundIds).toEqual([99]);

    const setPrice = planBulkEdit(ids, targets, { action: 'set_price', price: '799.00' });
    expect(setPrice.updates.map((u) => u.id)).toEqual([1, 3]);

    // 1% of ₹10 is 10 paise: rounded to the rupee, product 3 stays at ₹10.
    const tiny = planBulkEdit(ids, targets, raise(1));
    expect(tiny.updates).toEqual([
      { id: 1, patch: { price: '1514.00' } },
      { id: 2, patch: { price: '807.00' } },
    ]);
    expect(tiny.unchangedIds).toEqual([3]);

    const move = planBulkEdit(ids, targets, {
      action: 'set_category',
      main_category: 'unisex',
      sub_category: 'Caps',
    });
    expect(move.updates).toEqual([
      { id: 1, patch: { mainCategory: 'unisex', subCategory: 'Caps' } },
      { id: 2, patch: { mainCategory: 'unisex', subCategory: 'Caps' } },
    ]);
    expect(move.unchangedIds).toEqual([3]);
  });

  it('a same main category with another sub category is a change', () => {
    const change: BulkChange = {
      action: 'set_category',
      main_category: 'mens',
      sub_category: 'T-Shirt',
    };
    expect(patchFor(shirt, change)).toEqual({ mainCategory: 'mens', subCategory: 'T-Shirt' });
  });

  it('sets aside products a raise would take above the highest price', () => {
    const dear = { ...shirt, id: 7, name: 'Gold Sherwani', price: '9000000.00' };
    const plan = planBulkEdit([1, 7], [shirt, dear], raise(20));
    expect(plan.tooExpensive.map((t) => t.id)).toEqual([7]);
    expect(plan.updates.map((u) => u.id)).toEqual([1]);
    expect(tooExpensiveMessage(plan.tooExpensive)).toBe(
      'Gold Sherwani (#7) would cost more than ₹1,00,00,000.00, the highest price allowed.',
    );
  });

  it('gives the first changed product as the example of a price change', () => {
    const other = { ...shirt, id: 2, name: 'Cap', price: '10.00' };
    const plan = planBulkEdit([2, 1], [shirt, other], raise(1));
    expect(outcomeOf(plan, [shirt, other])).toEqual({
      changedIds: [1],
      unchangedIds: [2],
      notFoundIds: [],
      example: { name: 'Linen Shirt', from: '1499.00', to: '1514.00' },
    });
    const hide = planBulkEdit([1], [shirt], { action: 'set_availability', available: false });
    expect(outcomeOf(hide, [shirt]).example).toBeNull();
  });
});

describe('the words the admin sees', () => {
  it('asks with the count of products that change', () => {
    expect(bulkEditQuestion(raise(10), 12)).toBe('Raise the price of 12 products by 10%?');
    expect(bulkEditQuestion(lower(12.5), 1)).toBe('Lower the price of 1 product by 12.5%?');
    expect(bulkEditQuestion({ action: 'set_price', price: '1499.00' }, 3)).toBe(
      'Change the price of 3 products to ₹1,499.00?',
    );
    expect(bulkEditQuestion({ action: 'set_availability', available: false }, 2)).toBe(
      'Make 2 products unavailable?',
    );
    expect(
      bulkEditQuestion(
        { action: 'set_category', main_category: 'kidsboys', sub_category: 'Suit' },
        2,
      ),
    ).toBe('Move 2 products to Kids and Boys · Suit?');
  });

  it('says when nothing changes, what was done, and what was left alone', () => {
    expect(bulkEditNothingToDo({ action: 'set_availability', available: true })).toBe(
      'Nothing to change: the selected products are already available.',
    );
    expect(bulkEditDone({ action: 'set_availability', available: false }, 1)).toBe(
      '1 product is now unavailable.',
    );
    expect(bulkEditDone(raise(10), 1200)).toBe('Changed the price of 1,200 products.');
    expect(bulkEditNotes({ unchangedIds: [1], notFoundIds: [8, 9] })).toEqual([
      '1 selected product is already that way.',
      '2 products no longer exist and were skipped.',
    ]);
  });
});

describe('bulkEditSchema', () => {
  it('accepts each action as a form or an API client sends it', () => {
    expect(bulkEditSchema.parse({ ids: [3, '4', 3], action: 'set_price', price: '999' })).toEqual({
      ids: [3, 4],
      action: 'set_price',
      price: '999.00',
    });
    expect(
      bulkChangeSchema.parse({ action: 'raise_price', percent: ' 12.5 % ', price: 'x' }),
    ).toEqual({
      action: 'raise_price',
      percent: 12.5,
    });
    expect(bulkChangeSchema.parse({ action: 'lower_price', percent: 90 })).toEqual(lower(90));
    expect(bulkChangeSchema.parse({ action: 'set_availability', available: 'false' })).toEqual({
      action: 'set_availability',
      available: false,
    });
    // The sub category is stored in its canonical spelling, as on the product form.
    expect(
      bulkChangeSchema.parse({
        action: 'set_category',
        main_category: 'Mens',
        sub_category: 'tshirt ',
      }),
    ).toEqual({ action: 'set_category', main_category: 'mens', sub_category: 'T-Shirt' });
  });

  it('refuses bad percentages, naming the limits', () => {
    for (const percent of ['', '0', '-5', 'ten', '10.555', 501, Number.NaN]) {
      expect(errorsOf(bulkChangeSchema, { action: 'raise_price', percent })).toEqual({
        percent: ['Enter a percentage from 0.01 to 500.'],
      });
    }
    expect(errorsOf(bulkChangeSchema, { action: 'lower_price', percent: '91' })).toEqual({
      percent: ['Enter a percentage from 0.01 to 90.'],
    });
  });

  it('refuses a bad price, availability, category or action', () => {
    expect(errorsOf(bulkChangeSchema, { action: 'set_price', price: '0' })).toEqual({
      price: ['Price must be greater than 0'],
    });
    expect(errorsOf(bulkChangeSchema, { action: 'set_price' })).toEqual({
      price: ['Valid price is required'],
    });
    expect(errorsOf(bulkChangeSchema, { action: 'set_availability', available: 'maybe' })).toEqual({
      available: ['Available must be true or false.'],
    });
    expect(
      errorsOf(bulkChangeSchema, {
        action: 'set_category',
        main_category: 'mens',
        sub_category: 'Suit',
      }),
    ).toEqual({ sub_category: ['Choose a sub category that belongs to the main category.'] });
    expect(errorsOf(bulkChangeSchema, { action: 'delete', price: '1' })).toEqual({
      action: [
        'Choose an action: set_price, raise_price, lower_price, set_availability, set_category, put_on_sale, end_sale, link_colours, mark_sold_out.',
      ],
    });
  });

  it('refuses missing, empty, bad or too many ids beside the change’s own errors', () => {
    expect(errorsOf(bulkEditSchema, { action: 'set_price', price: '-1' })).toEqual({
      ids: ['Send ids as a list of product ids.'],
      price: ['Price must be greater than 0'],
    });
    expect(
      errorsOf(bulkEditSchema, { ids: [], action: 'set_availability', available: true }),
    ).toEqual({
      ids: ['Select at least one product.'],
    });
    expect(
      errorsOf(bulkEditSchema, { ids: [1, 0, 'x'], action: 'set_availability', available: true })
        .ids,
    ).toContain('Each id must be a product id (a positive integer).');
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect(
      errorsOf(bulkEditSchema, { ids: many, action: 'set_availability', available: true }),
    ).toEqual({
      ids: ['Edit at most 1000 products at a time.'],
    });
  });
});
