import { describe, expect, it } from 'vitest';
import { editDistance, typoBudget } from '@/lib/shared/search/edit-distance';
import { asciiDigits, readQueryFilters } from '@/lib/shared/search/query-filters';
import { canonicalWord, singular, wordsOf } from '@/lib/shared/search/words';
import { romanise } from '@/lib/server/search/transliterate';
import { loggedQuery } from '@/lib/server/search/search-log';

describe('canonical words', () => {
  it.each([
    ['shirts', 'shirt'],
    ['watches', 'watch'],
    ['accessories', 'accessory'],
    ['dress', 'dress'],
    ['sunglasses', 'sunglass'],
    ['jeans', 'jean'],
  ])('the singular of %s is %s', (word, one) => expect(singular(word)).toBe(one));

  it.each([
    ['kurtha', 'kurta'],
    ['kurthas', 'kurta'],
    ['sherwaani', 'sherwani'],
    ['shervani', 'sherwani'],
    ['jodpuri', 'jodhpuri'],
    ['jeens', 'jeans'],
    ['sunglases', 'sunglasses'],
  ])('%s meets %s', (a, b) => expect(canonicalWord(a)).toBe(canonicalWord(b)));

  it('keeps different things apart', () => {
    expect(canonicalWord('shirt')).not.toBe(canonicalWord('short'));
    expect(canonicalWord('belt')).not.toBe(canonicalWord('bolt'));
  });

  it('splits on anything but letters and digits, keeping Indian scripts whole', () => {
    expect(wordsOf("Men's T-Shirt (Pack of 2)")).toEqual([
      'men',
      's',
      't',
      'shirt',
      'pack',
      'of',
      '2',
    ]);
    expect(wordsOf('कुर्ता, ಶರ್ಟ್!')).toEqual(['कुर्ता', 'ಶರ್ಟ್']);
    expect(wordsOf('Café')).toEqual(['cafe']);
  });
});

describe('typos', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('shrit', 'shirt', 2)).toBe(1);
    expect(editDistance('jaket', 'jacket', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('stops early past the budget', () => expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3));

  it('forgives none in short words, one up to six letters, then two', () => {
    expect([3, 4, 6, 7, 12].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('price and size words', () => {
  it.each([
    ['perfume under 1000', 'perfume', { max: 100000 }],
    ['shirt below ₹1,500', 'shirt', { max: 150000 }],
    ['jeans 1000-2000', 'jeans', { min: 100000, max: 200000 }],
    ['kurta between 2000 and 1000', 'kurta', { min: 100000, max: 200000 }],
    ['watch above 5k', 'watch', { min: 500000 }],
    ['shoes rs. 999', 'shoes', { max: 99900 }],
    ['sunglasses under rs 1500', 'sunglasses', { max: 150000 }],
    ['cap 500 and above', 'cap', { min: 50000 }],
    ['belt upto १०००', 'belt', { max: 100000 }],
  ])('%s', (query, text, price) => {
    expect(readQueryFilters(query)).toEqual({ text, price });
  });

  it.each([
    ['shoes size 9', 'shoes', '9'],
    ['tshirt XXL', 'tshirt', 'XXL'],
    ['kurta 2xl', 'kurta', 'XXL'],
    ['jeans size m', 'jeans', 'M'],
    ['uk 8 sneakers', 'sneakers', '8'],
  ])('%s', (query, text, size) => {
    expect(readQueryFilters(query)).toEqual({ text, size });
  });

  it('leaves sizes it does not know, single letters and plain numbers as words', () => {
    expect(readQueryFilters('shoes size 14')).toEqual({ text: 'shoes 14' });
    expect(readQueryFilters('pack of 2 tees')).toEqual({ text: 'pack of 2 tees' });
    expect(readQueryFilters('s m l')).toEqual({ text: 's m l' });
  });

  it('reads digits of Indian scripts', () => expect(asciiDigits('१५०० ೨೦')).toBe('1500 20'));
});

describe('Indian scripts', () => {
  it.each([
    ['कुर्ता', 'kurta'],
    ['शेरवानी', 'shervani'],
    ['शर्ट', 'shart'],
    ['जोधपुरी', 'jodhpuri'],
    ['पतलून', 'patlun'],
    ['घड़ी', 'ghadi'],
    ['ಶರ್ಟ್', 'shart'],
    ['ಕುರ್ತಾ', 'kurta'],
    ['ജീൻസ്', 'jins'],
    ['குர்தா', 'kurta'],
    ['ஜீன்ஸ்', 'jins'],
    ['జీన్స్', 'jins'],
    ['શર્ટ', 'shart'],
  ])('%s reads %s', (word, latin) => expect(romanise(word)).toBe(latin));

  it('leaves other words alone', () => expect(romanise('shirt')).toBe('shirt'));
});

describe('the search log keeps no personal data', () => {
  it('normalises, masks phone and PIN numbers and e-mail addresses', () => {
    expect(loggedQuery('  Blue   SHIRT ')).toBe('blue shirt');
    expect(loggedQuery('call 98765 43210 for kurta')).toBe('call # for kurta');
    expect(loggedQuery('delivery 560001')).toBe('delivery #');
    expect(loggedQuery('me@example.com shirt')).toBe('# shirt');
    expect(loggedQuery('pack of 2')).toBe('pack of 2');
    expect(loggedQuery('   ')).toBeNull();
    expect(loggedQuery('x'.repeat(300))).toHaveLength(80);
  });
});
