#!/usr/bin/env node
// Flight budgets: how much RSC flight data a listing page carries, in all and per product card.
// The flight is what React decodes on load before the page answers a tap (the strings of the
// page's `self.__next_f.push([1,"…"])` scripts), so it is budgeted beside the first-load JS
// (scripts/check-bundle-budget.mjs). tests/api/flight-budget.test.ts holds the pages of a server
// with the demo catalogue to these budgets; `node scripts/flight-budget.mjs <url>…` prints the
// numbers for people (an address without a path: every budgeted page of that server).
//
// What is counted, exactly:
// - A page's flight bytes: the UTF-8 bytes of the flight stream once the push strings are
//   decoded and joined (what the browser's React reads), not the escaped HTML around them.
// - A card, as listings send it now: one row of a listing's `rows` (lib/shared/card-row.ts, the
//   fields its card is drawn from in the browser): its bytes are that row as serialized.
// - A card sent as markup (an element whose props say `"data-testid":"product-card"`, the
//   card's <article>, as listings sent it before): its bytes are its own element subtree as serialized in the flight (JSON, as React writes
//   it), plus every row it places (`$<hex>`, `$L<hex>`, `$@<hex>`: an outlined part of its tree)
//   that nothing but this card places, whole (id, colon, payload, newline), and in turn the rows
//   only those rows place. Rows shared with anything else count for no card: client reference
//   rows (`I[…]`, the card's components, shared by every card), the rows holding other cards,
//   and whatever the page around the cards also uses. A path into a row (`$51:props:product`)
//   is React reusing an object it already sent there (two cards with one size chart): it costs
//   the referrer only the path, and counts where the object was written. The `<li>` and the row
//   id around a card are the list's, not the card's.
import path from 'node:path';

/**
 * Flight KB (1,024 bytes) per listing page of the demo catalogue, and the most one card may carry:
 * each what it measured when set plus a little, so any real growth fails. Lower when a change
 * makes it smaller. Before the cards were drawn from rows: home 108.4 KB, /category/men 108.8,
 * /all-products 160.9; a card up to 5.6 KB (its markup and its whole cart product).
 */
export const FLIGHT_BUDGETS = {
  pagesKb: {
    '/': 55, // measured 52.3 (53,539 B, 16 cards)
    '/category/men': 38, // 35.6 (36,501 B, 22 cards)
    '/all-products': 46, // 43.7 (44,706 B, 48 cards)
  },
  // The largest card row measured 0.71 KB (724 B: a design in three colours with four photos);
  // the median card 0.42 KB on home and /all-products, 0.49 on /category/men (whose cards also
  // carry brand, model, weight and cotton).
  cardKb: 0.75,
};
/** The listing pages with a budget. */
export const LISTING_PAGES = Object.keys(FLIGHT_BUDGETS.pagesKb);

/** The flight stream of a page's HTML: every push's payload, decoded, in order. */
export function flightOf(html) {
  const parts = [];
  for (const m of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const [kind, data] = JSON.parse(m[1]);
    if (kind === 1) parts.push(Buffer.from(data, 'utf8'));
    else if (kind === 3) parts.push(Buffer.from(data, 'base64'));
  }
  return Buffer.concat(parts);
}

/** The product cards in the page's HTML. */
export function countCards(html) {
  return [...html.matchAll(/<article\b[^>]*\bdata-testid="product-card"/g)].length;
}

/** Row tags whose payload is a hex byte length and a comma, not a line (React's flight client). */
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmV');
/** Row tags that say what a line is (client reference, hint, error, debug…): not a model. */
const isLineTag = (c) => (c >= 'A' && c <= 'Z') || c === '#' || c === 'r' || c === 'x';

/** The rows of a flight stream: [{ id, tag, payload, bytes }] in order; `bytes` of the whole row. */
export function rowsOf(flight) {
  const rows = [];
  for (let at = 0; at < flight.length;) {
    const colon = flight.indexOf(0x3a, at);
    if (colon < 0) throw new Error(`a flight row without an id at byte ${at}`);
    const tag = String.fromCharCode(flight[colon + 1]);
    const length = LENGTH_TAGS.has(tag)
      ? /^[0-9a-f]+,/.exec(flight.toString('latin1', colon + 2, colon + 12))?.[0]
      : undefined;
    const start = colon + 1 + (length ? 1 + length.length : isLineTag(tag) ? 1 : 0);
    let end = length ? start + parseInt(length, 16) : flight.indexOf(0x0a, colon);
    if (end < 0) end = flight.length;
    const next = Math.min(length ? end : end + 1, flight.length);
    rows.push({
      id: flight.toString('latin1', at, colon),
      tag: length || isLineTag(tag) ? tag : '',
      payload: flight.toString('utf8', start, end),
      bytes: next - at,
    });
    at = next;
  }
  return rows;
}

/** The row a flight string places whole (`$1f`, `$L1f`, `$@1f`), or null (a path, `$1f:props`, too). */
export function placedRow(value) {
  return /^\$[L@]?([0-9a-f]+)$/.exec(value)?.[1] ?? null;
}

const isCard = (value) =>
  Array.isArray(value) && value[0] === '$' && value[3]?.['data-testid'] === 'product-card';

/** A listing's card rows: an array of objects, each with a product id and its photos. */
const isCardRows = (value) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((row) => typeof row?.id === 'number' && Array.isArray(row.photos));

/**
 * Every card of a flight stream with its bytes, as the header explains:
 * [{ productId, ownBytes, rowBytes, bytes, rows }] in flight order.
 */
export function cardsOf(flight) {
  const rows = rowsOf(flight);
  const cards = [];
  const refs = []; // { from: row id, card: index in cards or -1, to: row id }
  const cardRows = new Set();
  for (const row of rows) {
    if (row.tag) continue;
    let model;
    try {
      model = JSON.parse(row.payload);
    } catch {
      continue; // not JSON: nothing in it to attribute
    }
    const walk = (value, card) => {
      if (typeof value === 'string') {
        const to = placedRow(value);
        if (to !== null && to !== row.id) refs.push({ from: row.id, card, to });
      } else if (isCardRows(value?.rows)) {
        for (const cardRow of value.rows)
          cards.push({
            productId: cardRow.id,
            ownBytes: Buffer.byteLength(JSON.stringify(cardRow)),
            rows: [],
          });
      } else if (value && typeof value === 'object') {
        if (isCard(value)) {
          card = cards.length;
          cardRows.add(row.id);
          cards.push({
            productId: value[3]['data-product-id'] ?? null,
            ownBytes: Buffer.byteLength(JSON.stringify(value)),
            rows: [],
          });
        }
        for (const child of Object.values(value)) walk(child, card);
      }
    };
    walk(model, -1);
  }
  // A row belongs to a card when every row or card placing it is that card or one of its rows.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const owner = new Map();
  for (let changed = true; changed;) {
    changed = false;
    for (const row of rows) {
      if (row.tag === 'I' || cardRows.has(row.id) || owner.has(row.id)) continue;
      const from = new Set(
        refs
          .filter((r) => r.to === row.id)
          .map((r) => (r.card >= 0 ? r.card : (owner.get(r.from) ?? `row ${r.from}`))),
      );
      const [only] = from;
      if (from.size === 1 && typeof only === 'number') {
        owner.set(row.id, only);
        cards[only].rows.push(row.id);
        changed = true;
      }
    }
  }
  return cards.map((card) => {
    const rowBytes = card.rows.reduce((sum, id) => sum + byId.get(id).bytes, 0);
    return { ...card, rowBytes, bytes: card.ownBytes + rowBytes };
  });
}

/** The middle of the values (the higher middle one for an even count); 0 when there are none. */
export function median(values) {
  return values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : 0;
}

/** One page's numbers: its flight bytes, its cards (in the HTML and in the flight), per card. */
export function measurePage(html) {
  const flight = flightOf(html);
  const cards = cardsOf(flight);
  const sizes = cards.map((c) => c.bytes);
  return {
    flightBytes: flight.length,
    htmlCards: countCards(html),
    cards,
    maxCardBytes: sizes.length ? Math.max(...sizes) : 0,
    medianCardBytes: median(sizes),
  };
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** A table of the measured pages for the log, and the pages over a budget with why. */
export function judgeFlight(measured, budgets = FLIGHT_BUDGETS) {
  const table = measured.map(({ page, flightBytes, htmlCards, maxCardBytes, medianCardBytes }) => ({
    page,
    'flight KB': kb(flightBytes),
    'budget KB': budgets.pagesKb[page] ?? '–',
    cards: htmlCards,
    'largest card KB': kb(maxCardBytes),
    'median card KB': kb(medianCardBytes),
    'card budget KB': budgets.cardKb,
  }));
  const over = [];
  for (const m of measured) {
    const pageKb = budgets.pagesKb[m.page];
    if (pageKb !== undefined && m.flightBytes / 1024 > pageKb)
      over.push(`${m.page}: ${kb(m.flightBytes)} KB of flight is over its ${pageKb} KB budget`);
    if (m.maxCardBytes / 1024 > budgets.cardKb)
      over.push(
        `${m.page}: a card of ${kb(m.maxCardBytes)} KB (product ${m.cards.find((c) => c.bytes === m.maxCardBytes)?.productId}) is over the ${budgets.cardKb} KB a card may carry`,
      );
  }
  return { table, over };
}

/** The HTML of the page at `url`. */
async function fetchPage(url) {
  const res = await fetch(url, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.text();
}

async function main() {
  const urls = process.argv.slice(2);
  if (!urls.length) {
    console.error(
      'usage: node scripts/flight-budget.mjs <url>… (a bare origin: every budgeted page)',
    );
    process.exit(2);
  }
  const pages = urls.flatMap((url) => {
    const { origin, pathname, search } = new URL(url);
    return pathname === '/' && !search
      ? LISTING_PAGES.map((page) => ({ page, url: origin + page }))
      : [{ page: pathname + search, url }];
  });
  const measured = [];
  for (const { page, url } of pages) measured.push({ page, ...measurePage(await fetchPage(url)) });
  const { table, over } = judgeFlight(measured);
  console.table(table);
  for (const m of measured)
    console.log(
      `${m.page}: ${m.flightBytes.toLocaleString('en')} B of flight, ${m.htmlCards} cards (${m.cards.length} in the flight); per card ${m.cards.map((c) => c.bytes).join(', ')} B`,
    );
  for (const line of over) console.error(`✖ ${line}`);
  process.exit(over.length ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
