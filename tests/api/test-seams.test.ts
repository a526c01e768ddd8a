// The e2e fault seam exists only in the e2e build (e2e/seams, aliased when E2E_SEAMS=1): this
// suite runs on the production build, where the fault header must change nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, base } from './support/client';
import { createProduct } from './support/products';
import { NAVIGATION, navigate } from '../support/navigate';

beforeAll(async () => {
  await createProduct(await adminToken());
});

describe('test seams in a production build', () => {
  it('ignores x-e2e-fault: the category menu is the real one', async () => {
    for (const fault of ['category-menu=empty', 'category-menu=error']) {
      const page = await navigate(`${base()}/login`, { ...NAVIGATION, 'x-e2e-fault': fault });
      expect(page.status).toBe(200);
      // A button per main category (their lists render when opened).
      expect(page.html).toMatch(/data-menu-button="[a-z-]+"/);
      expect(page.html).not.toContain('No categories yet');
      expect(page.html).not.toContain('Simulated category menu failure');
    }
  });
});
