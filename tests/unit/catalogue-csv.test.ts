// The catalogue spreadsheet's reading, checking and writing of cells (lib/shared/catalogue-csv,
// lib/server/catalogue-csv): header and encoding refusals, the formula-injection prefix and its
// exact round trip, the per-size stock cell, line numbers past cells with line breaks, and the
// plan each row makes against stored products (the database read is replaced here).
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CSV_COLUMNS,
  formatSizeStock,
  parseSizeStock,
  protectCell,
  readPriceCell,
  SIZE_STOCK_FORMAT,
  unprotectCell,
} from '@/lib/shared/catalogue-csv/columns';
import type { Product } from '@/lib/shared/product';
import type * as ProductStateModule from '@/lib/server/catalogue-csv/product-state';
import type { ProductState } from '@/lib/server/catalogue-csv/product-fields';

const stored = vi.hoisted(() => ({ states: new Map<number, unknown>() }));
vi.mock('@/lib/server/catalogue-csv/product-state', async (original) => ({
  ...(await original<typeof ProductStateModule>()),
  readProductStates: async (_tx: unknown, ids: number[]) =>
    new Map(ids.flatMap((id) => (stored.states.has(id) ? [[id, stored.states.get(id)]] : []))),
}));

const { catalogueCsv } = await import('@/lib/server/catalogue-csv/export');
const { FILE_MESSAGES, readCatalogueFile } = await import('@/lib/server/catalogue-csv/read-file');
const { rowFields } = await import('@/lib/server/catalogue-csv/row-fields');
const { planImport } = await import('@/lib/server/catalogue-csv/plan');
const { checkRows } = await import('@/lib/server/catalogue-csv/check-rows');
const { CsvFileError } = await import('@/lib/server/catalogue-csv/errors');

const utf8 = (text: string) => new TextEncoder().encode(text);
const HEADER = CSV_COLUMNS.join(',');

function fileError(bytes: Uint8Array): string {
  try {
    readCatalogueFile(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(CsvFileError);
    return (error as Error).message;
  }
  throw new Error('the file was accepted');
}

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: 'Linen Shirt',
    price: '1499.00',
    brand: 'Style Point',
    material: 'Linen',
    modelName: 'LS-01',
    cottonPercentage: 40,
    color: 'Blue',
    sizes: ['S', 'M', 'L'],
    footwearSizes: [],
    weight: '250 g',
    description: 'Light\r\nand airy, "summer" cut, ₹ and हिंदी',
    mainCategory: 'mens',
    subCategory: 'Shirt',
    available: true,
    stock: 7,
    sizeStock: [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 0 },
      { size: 'L', stock: 5 },
    ],
    inStock: true,
    images: [{ id: 1, url: '/media/a.jpg', width: 10, height: 10 }],
    createdAt: '2025-01-02T03:04:05.000Z',
    updatedAt: '2025-01-02T03:04:05.000Z',
    ...overrides,
  };
}

const stateOf = (p: Product): ProductState => ({
  name: p.name,
  price: p.price,
  brand: p.brand,
  material: p.material,
  modelName: p.modelName,
  cottonPercentage: p.cottonPercentage,
  color: p.color,
  sizes: p.sizes,
  footwearSizes: p.footwearSizes,
  weight: p.weight,
  description: p.description,
  mainCategory: p.mainCategory,
  subCategory: p.subCategory,
  available: p.available,
  stock: p.stock,
  sizeStock: p.sizeStock,
  barcode: null,
  sizeBarcodes: {},
});

/** The plan for `csv` against the stored `products` (the transaction is never touched). */
async function plan(csv: string | Uint8Array, products: Product[] = []) {
  stored.states = new Map(products.map((p) => [p.id, stateOf(p)]));
  const file = readCatalogueFile(typeof csv === 'string' ? utf8(csv) : csv);
  return planImport({} as never, await checkRows(file), false);
}

/** A CSV row with the columns given and every other one blank. */
function line(cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>): string {
  return CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
}

describe('the header', () => {
  it('names every missing required column and every unknown one in one message', () => {
    const message = fileError(utf8('id,title,main_category,colour\n1,Shirt,mens,Blue\n'));
    expect(message).toContain('Missing required columns: name, sub_category, price.');
    expect(message).toContain('Unknown columns: title, colour.');
    expect(message).toContain(`as in the export: ${CSV_COLUMNS.join(', ')}`);
  });

  it('refuses a repeated column and explains a semicolon-separated file', () => {
    expect(fileError(utf8('id,name,main_category,sub_category,price,price\n'))).toContain(
      'Repeated column: price.',
    );
    expect(fileError(utf8('id;name;main_category;sub_category;price\n1;a;mens;Shirt;5\n'))).toBe(
      FILE_MESSAGES.semicolons,
    );
  });

  it('reads names in any case and order, without the optional columns', () => {
    const file = readCatalogueFile(
      utf8('Price, NAME ,id,sub_category,main_category\n5,A,,Shirt,mens\n'),
    );
    expect(file.columns).toEqual(['price', 'name', 'id', 'sub_category', 'main_category']);
    expect(file.records[0]?.cells).toMatchObject({ price: '5', name: 'A', id: '' });
  });

  it('refuses an empty file, blank lines only, and a header without rows', () => {
    expect(fileError(new Uint8Array())).toBe(FILE_MESSAGES.empty);
    expect(fileError(utf8('\r\n \n'))).toBe(FILE_MESSAGES.empty);
    expect(fileError(utf8(`${HEADER}\r\n,,,\r\n`))).toBe(FILE_MESSAGES.noRows);
  });

  it('names the line of a quote that is never closed', () => {
    expect(fileError(utf8(`${HEADER}\n${line({ name: '"open' })}\n`))).toMatch(
      /^The file could not be read as CSV near line \d: a quoted cell is never closed\.$/,
    );
  });
});

describe('the encoding', () => {
  it('refuses text that is not UTF-8 (Latin-1, UTF-16) with the way to save it', () => {
    const latin1 = Uint8Array.from([...utf8(`${HEADER}\n7,Caf`), 0xe9, ...utf8(',mens\n')]);
    expect(fileError(latin1)).toBe(FILE_MESSAGES.notUtf8);
    const utf16 = new Uint8Array([0xff, 0xfe, ...[...HEADER].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(fileError(utf16)).toBe(FILE_MESSAGES.notUtf8);
    expect(FILE_MESSAGES.notUtf8).toContain('CSV UTF-8');
  });

  it('reads past a byte-order mark', () => {
    const file = readCatalogueFile(utf8(`\uFEFF${HEADER}\n${line({ id: '3', name: 'कुर्ता ₹' })}\n`));
    expect(file.columns[0]).toBe('id');
    expect(file.records[0]?.cells.name).toBe('कुर्ता ₹');
  });
});

describe('formula injection', () => {
  const cases = [
    '=SUM(A1:A9)',
    '+91 98765',
    '-5',
    '@cmd',
    '\tx',
    "'=already",
    "''+x",
    "'plain",
    'plain',
    '',
  ];

  it('prefixes cells a spreadsheet would run as formulas, and only those', () => {
    expect(protectCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(protectCell('-5')).toBe("'-5");
    expect(protectCell("'=already")).toBe("''=already");
    expect(protectCell("'plain")).toBe("'plain");
    expect(protectCell('Shirt')).toBe('Shirt');
  });

  it('gives back exactly the stored text after a round trip', () => {
    for (const text of cases) expect(unprotectCell(protectCell(text))).toBe(text);
  });

  it('any text survives the file exactly: quotes, separators, CR, LF, formulas, scripts', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.stringMatching(/^['=+\-@"|,;\r\n\t a-z₹]{0,12}$/),
    );
    fc.assert(
      fc.property(text, text, text, (name, brand, description) => {
        const csv = catalogueCsv([product({ name, brand, description })], 'https://shop.example');
        const cells = readCatalogueFile(utf8(csv)).records[0]?.cells;
        expect(cells).toMatchObject({ name, brand, description });
      }),
      { numRuns: 300 },
    );
  });

  it('survives the file: export then read gives the stored cells back', () => {
    const csv = catalogueCsv(
      [product({ name: '=HYPERLINK("http://x")', brand: '@brand', description: "'-dash" })],
      'https://shop.example',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    const cells = readCatalogueFile(utf8(csv)).records[0]!.cells;
    expect(cells).toMatchObject({
      name: '=HYPERLINK("http://x")',
      brand: '@brand',
      description: "'-dash",
    });
  });
});

describe('the per-size stock cell', () => {
  it('formats counts in size order, and nothing when not tracked per size', () => {
    expect(formatSizeStock(product().sizeStock)).toBe('S:2|M:0|L:5');
    expect(formatSizeStock(null)).toBe('');
  });

  it('parses what it formats, forgiving spacing, case, commas and a trailing separator', () => {
    expect(parseSizeStock('S:2|M:0|L:5')).toEqual({ ok: true, counts: { S: '2', M: '0', L: '5' } });
    expect(parseSizeStock(' s : 2 , m:0 ')).toEqual({ ok: true, counts: { S: '2', M: '0' } });
    expect(parseSizeStock('9:2|')).toEqual({ ok: true, counts: { '9': '2' } });
    expect(parseSizeStock('  ')).toEqual({ ok: true, counts: null });
  });

  it('refuses a cell it cannot read, and a size named twice', () => {
    expect(parseSizeStock('S2|M:1')).toEqual({ ok: false, message: SIZE_STOCK_FORMAT });
    expect(parseSizeStock('09:02:00')).toEqual({ ok: false, message: SIZE_STOCK_FORMAT });
    expect(parseSizeStock('S:1|s:2')).toEqual({
      ok: false,
      message: 'Size stock names "S" twice.',
    });
  });
});

describe('line numbers', () => {
  it('count the lines inside quoted cells, CRLF or LF, and the empty lines skipped', () => {
    const csv = [
      HEADER,
      line({ id: '1', description: '"one\r\ntwo\r\nthree"' }),
      '',
      line({ id: '2', description: '"a\nb"' }),
      line({ id: '3' }),
    ].join('\r\n');
    const records = readCatalogueFile(utf8(csv)).records;
    expect(records.map((r) => [r.line, r.row])).toEqual([
      [2, 2],
      [6, 4],
      [8, 5],
    ]);
    expect(records[0]?.cells.description).toBe('one\r\ntwo\r\nthree');
  });

  it('put each error on the line its row starts on', async () => {
    const csv = [
      HEADER,
      line({
        name: 'A',
        main_category: 'mens',
        sub_category: 'Shirt',
        price: '5',
        description: '"x\ny\nz"',
      }),
      line({ name: 'B', main_category: 'mens', sub_category: 'Shirt', price: 'abc' }),
    ].join('\n');
    const result = await plan(csv);
    expect(result.errors).toEqual([
      {
        line: 5,
        row: 3,
        column: 'price',
        message: 'Valid price is required',
      },
    ]);
  });
});

describe('a row', () => {
  const header = CSV_COLUMNS.length;

  it('that does not line up with the header is refused as a whole', () => {
    const file = readCatalogueFile(
      utf8(`${HEADER}\n1,2,3\n${line({ id: '4' })},extra\n${line({ id: '5' })},,\n`),
    );
    const [short, long, padded] = file.records.map((r) => rowFields(r, header).errors.row);
    expect(short).toEqual([`This row has 3 cells but the header has ${header} columns.`]);
    expect(long?.[0]).toContain('(a comma in a cell that is not quoted?)');
    expect(padded).toBeUndefined();
  });

  it('reads a price Excel saved formatted as money, never a decimal comma', async () => {
    expect(['₹ 1,499.00', '1,49,999', '149,999.5', '1499,50', '14,99'].map(readPriceCell)).toEqual([
      '1499.00',
      '149999',
      '149999.5',
      '1499,50',
      '14,99',
    ]);
    const csv = `${HEADER}\n${line({ name: 'A', main_category: 'mens', sub_category: 'Shirt', price: '"₹1,49,999.50"' })}\n`;
    expect((await plan(csv)).creates[0]?.state.price).toBe('149999.50');
    const bad = `${HEADER}\n${line({ name: 'A', main_category: 'mens', sub_category: 'Shirt', price: 'Rs 5' })}\n`;
    expect((await plan(bad)).errors).toMatchObject([
      { column: 'price', message: 'Valid price is required' },
    ]);
  });

  it('reads Excel TRUE/FALSE and yes/no, and leaves a blank stock or availability unsent', () => {
    const file = readCatalogueFile(
      utf8(
        `${HEADER}\n${line({ id: '4', available: 'TRUE', size: 'S|M' })}\n${line({ id: '5', available: 'no' })}\n`,
      ),
    );
    const [a, b] = file.records.map((r) => rowFields(r, header));
    expect(a?.fields).toMatchObject({ available: 'true', size: 'S,M' });
    expect(a?.fields).not.toHaveProperty('stock');
    expect(b?.fields.available).toBe('false');
    expect(a?.fields.price).toBe('');
    expect(b?.fields).not.toHaveProperty('image_urls');
    expect(b?.fields).not.toHaveProperty('created_at');
  });
});

describe('the plan', () => {
  beforeEach(() => {
    stored.states = new Map();
  });

  it('finds nothing to change in an unchanged export', async () => {
    const items = [
      product(),
      product({ id: 8, sizes: [], sizeStock: null, stock: 3, cottonPercentage: null }),
    ];
    const result = await plan(catalogueCsv(items, 'https://shop.example'), items);
    expect(result).toMatchObject({ rows: 2, creates: [], updates: [], unchanged: 2, errors: [] });
  });

  it('adds rows without an id and names the columns that change on the others', async () => {
    const csv = catalogueCsv([product()], 'https://shop.example')
      .replace('S:2|M:0|L:5', 'S:2|M:4|L:5')
      .replace(',7,', ',,');
    const created = line({
      name: 'New Tee',
      main_category: 'mens',
      sub_category: 'tshirt',
      price: '499',
    });
    const result = await plan(`${csv}${created}\r\n`, [product()]);
    expect(result.errors).toEqual([]);
    expect(result.updates).toEqual([
      expect.objectContaining({ id: 7, columns: ['stock', 'size_stock'] }),
    ]);
    expect(result.updates[0]?.state.stock).toBe(11);
    expect(result.creates).toEqual([
      expect.objectContaining({
        line: 4, // the description above spans two lines
        state: expect.objectContaining({
          name: 'New Tee',
          subCategory: 'T-Shirt',
          price: '499.00',
          available: true,
          stock: 0,
        }),
      }),
    ]);
  });

  it('refuses unknown and repeated ids, with the product rules’ own reasons', async () => {
    const good = { name: 'A', main_category: 'mens', sub_category: 'Shirt', price: '5' };
    const csv = [
      HEADER,
      line({ ...good, id: '7' }),
      line({ ...good, id: '7' }),
      line({ ...good, id: '99' }),
      line({ ...good, id: 'x1' }),
      line({ ...good, id: '7', main_category: 'toys' }),
      line({ ...good, size: 'S', size_stock: 'XL:1' }),
      line({ ...good, size: 'S', size_stock: 'S:1', stock: '4' }),
    ].join('\n');
    const result = await plan(csv, [product()]);
    expect(result.errors.map((e) => [e.line, e.column])).toEqual([
      [3, 'id'],
      [4, 'id'],
      [5, 'id'],
      [6, 'id'],
      [6, 'main_category'],
      [7, 'size_stock'],
      [8, 'stock'],
    ]);
    expect(result.errors[0]?.message).toBe(
      'Product 7 is also on line 2: each product may appear once.',
    );
    expect(result.errors[1]?.message).toContain('No product has id 99');
    expect(result.errors[4]?.message).toBe('Choose a main category from the list.');
    expect(result.errors[5]?.message).toContain('XL is not an offered size');
    expect(result.errors[6]?.message).toBe(
      'Stock must equal the sum of the size stock (1), or be left out.',
    );
  });
});

describe('the export', () => {
  it('writes a BOM, Windows line ends, absolute photo URLs and every column', () => {
    const csv = catalogueCsv(
      [
        product({
          images: [
            { id: 1, url: '/media/a.jpg', width: 1, height: 1 },
            { id: 2, url: 'https://x.ufs.sh/f/b', width: 1, height: 1 },
          ],
        }),
      ],
      'https://shop.example/',
    );
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const cells = readCatalogueFile(utf8(csv)).records[0]!.cells;
    expect(cells).toMatchObject({
      id: '7',
      size: 'S,M,L',
      size_stock: 'S:2|M:0|L:5',
      image_urls: 'https://shop.example/media/a.jpg|https://x.ufs.sh/f/b',
      created_at: '2025-01-02T03:04:05.000Z',
      cotton_percentage: '40',
      available: 'true',
    });
  });
});
