import { describe, expect, it } from 'vitest';
import {
  chartForSizes,
  chartRowsObject,
  convertMeasure,
  type SizeChart,
} from '@/lib/shared/size-charts/chart';
import { chartKindOf } from '@/lib/shared/size-charts/kinds';
import { fieldErrorsFrom } from '@/lib/shared/validation/field-errors';
import { sizeChartSchema } from '@/lib/shared/validation/size-chart';

const shirts: SizeChart = {
  id: 1,
  kind: 'shirts',
  name: 'Shirts',
  unit: 'cm',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: [96, 70] },
    { size: 'M', values: [101, 72] },
    { size: 'L', values: [106, 74] },
    { size: 'XL', values: [112, 76] },
  ],
  howToMeasure: 'Chest: under the arms.',
};

const draft = {
  name: 'Shirts',
  kind: 'shirts',
  unit: 'cm',
  how_to_measure: '',
  measurements: ['Chest', 'Length'],
  rows: [
    { size: 'S', values: ['96', '70'] },
    { size: 'M', values: ['101.5', '72'] },
  ],
};

function errorsOf(input: unknown): Record<string, string[]> {
  const parsed = sizeChartSchema.safeParse(input);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : fieldErrorsFrom(parsed.error, 'dotted');
}

describe('size chart validation', () => {
  it('turns typed cells into numbers', () => {
    const parsed = sizeChartSchema.parse(draft);
    expect(parsed.rows).toEqual([
      { size: 'S', values: [96, 70] },
      { size: 'M', values: [101.5, 72] },
    ]);
    expect(parsed.kind).toBe('shirts');
  });

  it('names the cell of text, a negative and too many decimals', () => {
    const bad = {
      ...draft,
      rows: [
        { size: 'S', values: ['abc', '-4'] },
        { size: 'M', values: ['101.55', '72'] },
      ],
    };
    expect(errorsOf(bad)).toEqual({
      'rows.0.values.0': ['Enter a number, e.g. 96 or 96.5.'],
      'rows.0.values.1': ['Enter a number above 0.'],
      'rows.1.values.0': ['Enter the number with one decimal place at most.'],
    });
  });

  it('refuses 40 measurement columns on the measurements field', () => {
    const names = Array.from({ length: 40 }, (_, i) => `M${i + 1}`);
    const wide = {
      ...draft,
      measurements: names,
      rows: [{ size: 'S', values: names.map(() => '10') }],
    };
    expect(errorsOf(wide).measurements).toEqual(['Enter at most 12 measurements.']);
  });

  it('refuses a size twice and a row short of a value', () => {
    const errors = errorsOf({
      ...draft,
      rows: [
        { size: 'S', values: ['96', '70'] },
        { size: 'S', values: ['96'] },
      ],
    });
    expect(errors).toEqual({
      'rows.1.size': ['Add each size once.'],
      'rows.1.values': ['Enter 2 measurements for size S.'],
    });
  });

  it('refuses a size the shop does not sell', () => {
    const errors = errorsOf({ ...draft, rows: [{ size: 'XS', values: ['90', '68'] }] });
    expect(errors).toEqual({ 'rows.0.size': ['Choose a size from the list.'] });
  });
});

describe('a product’s chart', () => {
  it('keeps only the rows of the product’s sizes, in its order', () => {
    const chart = chartForSizes(shirts, ['M', 'L', 'XXL'], 'Runs small: take one size up.');
    expect(chart?.rows.map((r) => r.size)).toEqual(['M', 'L']);
    expect(chart?.fitNote).toBe('Runs small: take one size up.');
    expect(chartRowsObject(chart!.rows)).toEqual({ M: [101, 72], L: [106, 74] });
  });

  it('is null when none of the sizes has a row', () => {
    expect(chartForSizes(shirts, ['XXL'], '')).toBeNull();
    expect(chartForSizes(shirts, [], '')).toBeNull();
  });

  it('converts cm to inches and back to one decimal', () => {
    expect(convertMeasure(101, 'cm', 'in')).toBe(39.8);
    expect(convertMeasure(40, 'in', 'cm')).toBe(101.6);
    expect(convertMeasure(96, 'cm', 'cm')).toBe(96);
  });

  it('finds the kind from the category, the kids’ chart for kids and footwear first', () => {
    const of = (
      mainCategory: string,
      subCategory: string,
      sizes = ['M'],
      footwearSizes: string[] = [],
    ) => chartKindOf({ mainCategory, subCategory, sizes, footwearSizes });
    expect(of('mens', 'Shirt')).toBe('shirts');
    expect(of('mens', 'T-Shirt')).toBe('tees');
    expect(of('mens', 'Cotton Pant')).toBe('bottoms');
    expect(of('weddinghub', 'Kurthas')).toBe('kurtas');
    expect(of('weddinghub', 'Sherwani')).toBe('suits');
    expect(of('kidsboys', 'Shirt')).toBe('kids');
    expect(of('mens', 'Footwear', [], ['8'])).toBe('footwear');
    expect(of('mens', 'Caps')).toBeNull();
    expect(of('mens', 'Shirt', [])).toBeNull();
  });
});
