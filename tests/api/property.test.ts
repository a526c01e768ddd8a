// Random payloads at the write endpoints: whatever arrives, the answer is never a 5xx, and a
// refused write changes no row.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call, unique } from './support/client';
import { createProduct, productCount, productForm, VALID_FIELDS } from './support/products';

const RUNS = 60;
const FIELDS = Object.keys(VALID_FIELDS);

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '0.001',
    '99999999999',
    'null',
    'true',
    'false',
    'S,M',
    'XS',
    '6,12',
    'mens',
    'T-SHIRT',
    'weddinghub',
    'Sherwani',
    '<script>alert(1)</script>',
    "'; drop table products; --",
    '\u0000',
    '%00',
    'x'.repeat(6000),
  ),
  fc.integer({ min: -1_000_000, max: 100_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
);

/** Valid fields with a random subset replaced, removed or repeated, plus stray extras. */
const productPayload = fc.record({
  overrides: fc.dictionary(
    fc.constantFrom(...FIELDS),
    fc.array(junk, { minLength: 1, maxLength: 3 }),
    { maxKeys: 6 },
  ),
  removed: fc.subarray(FIELDS, { maxLength: 4 }),
  extras: fc.array(
    fc.tuple(fc.constantFrom('remove_image_ids', 'images', 'id', 'created_at', 'in_stock'), junk),
    { maxLength: 3 },
  ),
  files: fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 2 }),
});

type Payload = typeof productPayload extends fc.Arbitrary<infer T> ? T : never;

/**
 * Always run once each, besides the random ones: the unchanged valid form (accepted) and a bad
 * price (refused), so "both paths were exercised" holds on every run instead of by chance (the
 * random payloads alone found no accepted write in about 1 run of 50).
 */
const VALID_PAYLOAD: Payload = { overrides: {}, removed: [], extras: [], files: [] };
const REFUSED_PAYLOAD: Payload = { ...VALID_PAYLOAD, overrides: { price: ['NaN'] } };

function formFor(
  p: Payload,
  base: Record<string, string> = { ...VALID_FIELDS, name: unique('Prop ') },
): FormData {
  const fields: Record<string, string | string[]> = { ...base, ...p.overrides };
  for (const name of p.removed) delete fields[name];
  const form = productForm(fields, [], p.extras);
  p.files.forEach((bytes, i) => form.append('images', new Blob([bytes]), `f${i}.jpg`));
  return form;
}

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

describe('property: product writes never 5xx and refusals change nothing', () => {
  it('POST /api/products/ with random multipart fields', async () => {
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(productPayload, async (payload) => {
        const before = await productCount();
        const answer = await call('/api/products/', {
          method: 'POST',
          token: admin,
          body: formFor(payload),
        });
        seen.add(answer.status);
        expect(answer.status).toBeLessThan(500);
        expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
        if (answer.status === 201) {
          expect(answer.body.price).toMatch(/^\d+\.\d{2}$/);
          expect(
            answer.body.cotton_percentage === null ||
              Number.isInteger(answer.body.cotton_percentage),
          ).toBe(true);
          expect(await productCount()).toBe(before + 1);
        } else {
          expect([400, 413]).toContain(answer.status);
          expect(await productCount()).toBe(before);
        }
      }),
      { numRuns: RUNS, examples: [[VALID_PAYLOAD], [REFUSED_PAYLOAD]] },
    );
    // Both paths were exercised: the payloads are neither all valid nor all rejected.
    expect(seen).toContain(201);
    expect(seen).toContain(400);
  });

  it('POST /api/products/ with random JSON bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (value) => {
        const before = await productCount();
        const answer = await call('/api/products/', { method: 'POST', token: admin, json: value });
        expect(answer.status).toBeLessThan(500);
        if (answer.status !== 201) expect(await productCount()).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('PUT /api/products/{id}/ with random multipart fields', async () => {
    const product = await createProduct(admin);
    let current = (await call(`/api/products/${product.id}/`)).body;
    const seen = new Set<number>();
    await fc.assert(
      fc.asyncProperty(productPayload, fc.boolean(), async (payload, sparse) => {
        // Sparse: only the random fields (an edit sends what it changes); else a full form.
        const form = formFor(payload, sparse ? {} : { ...VALID_FIELDS, name: current.name });
        const answer = await call(`/api/products/${product.id}/`, {
          method: 'PUT',
          token: admin,
          body: form,
        });
        seen.add(answer.status);
        expect(answer.status).toBeLessThan(500);
        const after = (await call(`/api/products/${product.id}/`)).body;
        if (answer.status === 200) {
          expect(after).toEqual(answer.body);
          current = after;
        } else {
          expect([400, 413]).toContain(answer.status);
          expect(after).toEqual(current);
        }
      }),
      {
        numRuns: RUNS,
        examples: [
          [VALID_PAYLOAD, false],
          [REFUSED_PAYLOAD, true],
        ],
      },
    );
    expect(seen).toContain(200);
    expect(seen).toContain(400);
  });
});

describe('property: register never 5xx and a refusal creates no user', () => {
  it('POST /api/user-register/ with random bodies', async () => {
    const created = new Set<string>();
    let refusedThenFree = 0;
    // Weighted toward valid values so that accepted and refused bodies both occur often.
    const username = fc.oneof(
      {
        arbitrary: fc.stringMatching(/^[a-z0-9_]{0,8}$/).map((s) => `${unique('p')}${s}`),
        weight: 5,
      },
      junk,
      fc.constant(undefined),
      fc.integer(),
    );
    const email = fc.oneof(
      {
        arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}$/).map((s) => `${s}@example.com`),
        weight: 5,
      },
      fc.emailAddress(),
      junk,
      fc.constant(undefined),
    );
    const password = fc.oneof(
      { arbitrary: fc.string({ minLength: 6, maxLength: 20 }), weight: 5 },
      junk,
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ username, email, password }, { requiredKeys: [] }),
        fc.jsonValue({ maxDepth: 2 }),
        fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
        async (body, raw, useRaw) => {
          const answer = await call('/api/user-register/', {
            method: 'POST',
            json: useRaw ? raw : body,
          });
          expect(answer.status).toBeLessThan(500);
          if (answer.status === 201) {
            created.add(answer.body.user.username.toLowerCase());
            return;
          }
          expect(answer.status).toBe(400);
          expect(answer.body.error).toBeTypeOf('string');
          // The refused username (when it is a fresh valid one) is still free: no row was written.
          const name = useRaw ? undefined : body.username;
          if (
            typeof name === 'string' &&
            /^[\w.@+-]{3,150}$/.test(name.trim()) &&
            !created.has(name.trim().toLowerCase())
          ) {
            const retry = await call('/api/user-register/', {
              method: 'POST',
              json: {
                username: name,
                email: `${unique('e')}@example.com`,
                password: 'valid-password',
              },
            });
            expect(retry.status).toBe(201);
            created.add(name.trim().toLowerCase());
            refusedThenFree += 1;
          }
        },
      ),
      { numRuns: RUNS },
    );
    expect(created.size).toBeGreaterThan(refusedThenFree);
    expect(refusedThenFree).toBeGreaterThan(0);
  });
});
