// The validation messages the shop's specification spells out for Register and Add/Edit product are
// a contract, word for word. The list is read from the specification itself (docs/product.md, the
// repository's word-for-word copy, checked against the shared original where CI lays it beside the
// clone), so a rewording of either side fails here: each message must be written in the shared
// schemas and be what they answer for the input that breaks its rule. The forms show the schema's
// first message per field (react-hook-form with zodResolver), so this is also what a person reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from '@/lib/shared/validation/zod';
import { registerApiSchema, registerFormSchema } from '@/lib/shared/validation/auth';
import { productCreateSchema, productUpdateSchema } from '@/lib/shared/validation/product';

const repoRoot = path.resolve(__dirname, '..', '..');
const SPEC = path.join(repoRoot, 'docs', 'product.md');
const SHARED_SPEC = path.join(repoRoot, '..', 'shared', 'seed-spec.md');
const SCHEMAS = path.join(repoRoot, 'lib', 'shared', 'validation');

/** The quoted messages of one "**Title**: ..." paragraph of the specification's validation rules. */
function specMessages(title: string): string[] {
  const paragraph = readFileSync(SPEC, 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`**${title}**:`));
  if (!paragraph) throw new Error(`No "**${title}**:" paragraph in ${SPEC}.`);
  return [...paragraph.matchAll(/\('([^']+)'\)/g)].map((m) => m[1]!);
}

const register = {
  username: 'asha',
  email: 'asha@example.com',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
};
const product = {
  name: 'Linen Shirt',
  main_category: 'mens',
  sub_category: 'Shirt',
  price: '1499',
  stock: '5',
};

type Case = { field: string; input: Record<string, unknown> };

/** For each message of the specification, an input breaking exactly its rule. */
const REGISTER_CASES: Record<string, Case> = {
  'Username is required': { field: 'username', input: { username: '' } },
  'Username must be at least 3 characters': { field: 'username', input: { username: 'ab' } },
  'Email is required': { field: 'email', input: { email: '' } },
  'Please enter a valid email address': { field: 'email', input: { email: 'asha@' } },
  'Password is required': { field: 'password', input: { password: '', confirmPassword: '' } },
  'Password must be at least 6 characters': {
    field: 'password',
    input: { password: '12345', confirmPassword: '12345' },
  },
  'Please confirm your password': { field: 'confirmPassword', input: { confirmPassword: '' } },
  'Passwords do not match': { field: 'confirmPassword', input: { confirmPassword: 'secret-pas' } },
};
const PRODUCT_CASES: Record<string, Case> = {
  'Product Name is required': { field: 'name', input: { name: '  ' } },
  'Main Category is required': { field: 'main_category', input: { main_category: '' } },
  'Sub Category is required': { field: 'sub_category', input: { sub_category: '' } },
  'Valid price is required': { field: 'price', input: { price: 'abc' } },
  'Price must be greater than 0': { field: 'price', input: { price: '0' } },
  'Stock must be a number (0 or greater)': { field: 'stock', input: { stock: 'five' } },
  'Stock must be a non-negative integer': { field: 'stock', input: { stock: '-1' } },
};

/** The first message the schema gives for `field` (the one a form shows under it). */
function firstMessage(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

const schemaSource = readdirSync(SCHEMAS)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => readFileSync(path.join(SCHEMAS, file), 'utf8'))
  .join('\n');

describe('the seed’s validation messages, word for word', () => {
  it('keeps docs/product.md word for word with the shared specification where it lies beside', () => {
    if (!existsSync(SHARED_SPEC)) return; // a clone alone: docs/product.md is the contract
    const copy = readFileSync(SPEC, 'utf8');
    expect(copy.slice(copy.indexOf('# Specification'))).toBe(readFileSync(SHARED_SPEC, 'utf8'));
  });

  it('reads the 8 Register and 7 Add product messages from the specification', () => {
    expect(Object.keys(REGISTER_CASES)).toEqual(specMessages('Register'));
    expect(Object.keys(PRODUCT_CASES)).toEqual(specMessages('Add product'));
  });

  it('writes each one in the shared schemas', () => {
    for (const message of [...specMessages('Register'), ...specMessages('Add product')]) {
      expect(schemaSource, message).toContain(`'${message}'`);
    }
  });

  it.each(specMessages('Register'))('register answers "%s"', (message) => {
    const { field, input } = REGISTER_CASES[message]!;
    expect(firstMessage(registerFormSchema, { ...register, ...input }, field)).toBe(message);
    if (field !== 'confirmPassword') {
      // The API's register (no confirmation field) answers in the same words.
      expect(firstMessage(registerApiSchema, { ...register, ...input }, field)).toBe(message);
    }
  });

  it('register says nothing when the fields are good', () => {
    expect(registerFormSchema.safeParse(register).success).toBe(true);
  });

  it.each(specMessages('Add product'))('add and edit product answer "%s"', (message) => {
    const { field, input } = PRODUCT_CASES[message]!;
    expect(firstMessage(productCreateSchema, { ...product, ...input }, field)).toBe(message);
    // Edit product: the same rules (a stock sent to the API's edit is checked the same way).
    expect(firstMessage(productUpdateSchema, { ...product, ...input }, field)).toBe(message);
  });

  it('a product with good fields passes', () => {
    expect(productCreateSchema.safeParse(product).success).toBe(true);
  });

  it('a missing name, category or price is refused in the same words', () => {
    expect(firstMessage(productCreateSchema, { ...product, name: undefined }, 'name')).toBe(
      'Product Name is required',
    );
    expect(firstMessage(productCreateSchema, { ...product, price: '' }, 'price')).toBe(
      'Valid price is required',
    );
    expect(firstMessage(productCreateSchema, { ...product, price: '-5' }, 'price')).toBe(
      'Price must be greater than 0',
    );
    expect(firstMessage(productCreateSchema, { ...product, stock: '2.5' }, 'stock')).toBe(
      'Stock must be a non-negative integer',
    );
  });
});
