// Text with control characters (NUL above all: PostgreSQL cannot store it) is refused with a
// clear 400 or read as plain text, never a 500. Found by the property test on PGlite.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, call } from './support/client';
import { postProduct, uniqueFields } from './support/products';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe('control characters', () => {
  it.each([
    ['name', 'Product Name'],
    ['brand', 'Brand'],
    ['description', 'Description'],
    ['sub_category', 'Sub Category'],
  ])('in %s are refused with a 400 naming the field', async (field, label) => {
    const answer = await postProduct(admin, uniqueFields({ [field]: `Shirt\u0000 one` }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(`${label} must not contain control characters.`);
  });

  it('line breaks and tabs in a description are fine', async () => {
    const answer = await postProduct(
      admin,
      uniqueFields({ description: 'Line one\nLine two\r\n\tindented' }),
    );
    expect(answer.status).toBe(201);
  });

  it('in list filters and search read as spaces', async () => {
    for (const query of [
      'sub_category=%00',
      'main_category=%00mens',
      'category=%01',
      'search=shirt%00blue',
    ]) {
      expect((await call(`/api/products/?${query}`)).status).toBe(200);
    }
  });

  it('in a login username get a 400, not a 500', async () => {
    for (const path of ['/api/user-login/', '/api/superuser-login/']) {
      const answer = await call(path, {
        method: 'POST',
        json: { username: 'ad\u0000min', password: 'whatever' },
      });
      expect(answer.status).toBeLessThan(500);
      expect(answer.status).not.toBe(200);
    }
  });
});
