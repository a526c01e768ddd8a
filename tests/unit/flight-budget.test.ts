import { describe, expect, it } from 'vitest';
import {
  FLIGHT_BUDGETS,
  cardsOf,
  countCards,
  flightOf,
  judgeFlight,
  measurePage,
  placedRow,
  rowsOf,
} from '../../scripts/flight-budget.mjs';

// The flight budget reads the RSC flight out of a page's HTML and charges each product card the
// bytes of its own subtree and of the rows only it places. A hand-written page in the shape Next
// writes shows what counts for a card and what does not.

const byteLength = (s: string) => Buffer.byteLength(s);

// Card 7 places row 4 (and through it the text row 6) that nothing else places; card 8 only
// points into row 4 by path (a reused object); card 9, alone in row 5, places row 7, which the
// page's root places too. Row 2 is the client component every card uses.
const card7 =
  '["$","article",null,{"data-testid":"product-card","data-product-id":7,"children":[["$","$L2",null,{"src":"/a.jpg"}],"$L4"]}]';
const card8 =
  '["$","article",null,{"data-testid":"product-card","data-product-id":8,"children":["$","$L2",null,{"src":"/b.jpg","chart":"$4:props:chart"}]}]';
const card9 =
  '["$","article",null,{"data-testid":"product-card","data-product-id":9,"children":"$L7"}]';
const row4 = '4:["$","div",null,{"chart":{"unit":"cm"},"children":"$L6"}]\n';
const row6 = '6:T6,héllo'; // a text row: its length in bytes, then the text, no newline
const rows = [
  '1:"$Sreact.fragment"\n',
  '2:I[100,["/a.js"],"CardImage"]\n',
  `3:["$","ul",null,{"children":[["$","li","7",{"children":${card7}}],["$","li","8",{"children":${card8}}],"$L5"]}]\n`,
  row4,
  row6,
  `5:["$","li","9",{"children":${card9}}]\n`,
  '7:["$","p",null,{"children":"shared <b>"}]\n',
  ':HL["/a.css","style"]\n',
  '0:{"page":"$L3","footer":"$L7"}\n',
];
const flight = rows.join('');

/** The flight pushed in two scripts, split mid-row and escaped as Next escapes it in HTML. */
function page(text: string): string {
  const push = (s: string) =>
    `<script>self.__next_f.push(${JSON.stringify([1, s]).replace(/</g, '\\u003c')})</script>`;
  const cut = text.indexOf('"children":"$L7"');
  return [
    '<html><body><ul>',
    ...[7, 8, 9].map(
      (id) => `<li><article data-testid="product-card" data-product-id="${id}"></article></li>`,
    ),
    '<li><article data-testid="category-card"></article></li></ul>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push(text.slice(0, cut)),
    push(text.slice(cut)),
    '</body></html>',
  ].join('');
}

describe('the flight of a page', () => {
  it('is every push joined and decoded, in bytes', () => {
    const html = page(flight);
    expect(flightOf(html).toString('utf8')).toBe(flight);
    expect(flightOf(html).length).toBe(byteLength(flight));
  });

  it('splits into rows whose bytes add up to the whole, a text row by its byte length', () => {
    const parsed = rowsOf(Buffer.from(flight));
    expect(parsed.map((r) => r.id)).toEqual(['1', '2', '3', '4', '6', '5', '7', '', '0']);
    expect(parsed.map((r) => r.tag)).toEqual(['', 'I', '', '', 'T', '', '', 'H', '']);
    expect(parsed.find((r) => r.id === '6')?.payload).toBe('héllo');
    expect(parsed.map((r) => r.bytes)).toEqual(rows.map(byteLength));
  });

  it('counts the product cards of the HTML, not other articles', () => {
    expect(countCards(page(flight))).toBe(3);
  });
});

describe('a card’s bytes', () => {
  it('tells a placed row from a path into one', () => {
    expect(placedRow('$L4')).toBe('4');
    expect(placedRow('$1f')).toBe('1f');
    expect(placedRow('$@2a')).toBe('2a');
    expect(placedRow('$4:props:chart')).toBeNull();
    expect(placedRow('$Sreact.fragment')).toBeNull();
    expect(placedRow('$undefined')).toBeNull();
  });

  it('are its own subtree plus the rows only it places, and the rows those alone place', () => {
    const [seven] = cardsOf(Buffer.from(flight));
    expect(seven).toMatchObject({ productId: 7, rows: ['4', '6'] });
    expect(seven?.bytes).toBe(byteLength(card7) + byteLength(row4) + byteLength(row6));
  });

  it('leave out the shared client component, a row it only points into, and a row shared with the page', () => {
    const [, eight, nine] = cardsOf(Buffer.from(flight));
    expect(eight).toMatchObject({ productId: 8, rows: [], bytes: byteLength(card8) });
    expect(nine).toMatchObject({ productId: 9, rows: [], bytes: byteLength(card9) });
  });

  it('give the page’s largest and median card', () => {
    const measured = measurePage(page(flight));
    expect(measured).toMatchObject({ flightBytes: byteLength(flight), htmlCards: 3 });
    expect(measured.cards).toHaveLength(3);
    const sizes = [card7, card8, card9].map(byteLength);
    sizes[0]! += byteLength(row4) + byteLength(row6);
    expect(measured.maxCardBytes).toBe(Math.max(...sizes));
    expect(measured.medianCardBytes).toBe([...sizes].sort((a, b) => a - b)[1]);
  });
});

describe('a listing that draws its cards from rows', () => {
  it('charges each card its row', () => {
    const one = '{"id":7,"name":"Belt","photos":["/a.jpg"]}';
    const two = '{"id":8,"name":"Shirt","photos":[],"sizes":"S:1"}';
    const text = `1:I[100,["/a.js"],"ListingController"]\n0:["$","$L1",null,{"rows":[${one},${two}],"label":"New"}]\n`;
    const cards = cardsOf(Buffer.from(text));
    expect(cards.map((c) => [c.productId, c.bytes])).toEqual([
      [7, byteLength(one)],
      [8, byteLength(two)],
    ]);
  });
});

describe('judging against the budgets', () => {
  const budgets = { pagesKb: { '/': 0.5 }, cardKb: 0.1 };

  it('passes a page within both budgets and names each budget a page goes over', () => {
    const measured = measurePage(page(flight));
    expect(
      judgeFlight([{ page: '/', ...measured }], { pagesKb: { '/': 2 }, cardKb: 1 }).over,
    ).toEqual([]);
    const { table, over } = judgeFlight([{ page: '/', ...measured }], budgets);
    expect(table[0]).toMatchObject({ page: '/', cards: 3, 'budget KB': 0.5 });
    expect(over).toHaveLength(2);
    expect(over[0]).toMatch(/^\/: 0\.\d KB of flight is over its 0\.5 KB budget$/);
    expect(over[1]).toMatch(/a card of 0\.\d KB \(product 7\) is over the 0\.1 KB/);
  });

  it('budgets the three listing pages and a card', () => {
    expect(Object.keys(FLIGHT_BUDGETS.pagesKb)).toEqual(['/', '/category/men', '/all-products']);
    expect(FLIGHT_BUDGETS.cardKb).toBeGreaterThan(0);
  });
});
