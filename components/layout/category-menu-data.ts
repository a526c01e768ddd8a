import 'server-only';

// Where the category menu gets its data. A module of its own so that the e2e build (and only it:
// next.config.ts aliases this file when E2E_SEAMS=1 at build time) can put the test double in
// e2e/seams/category-menu-data.ts in its place; production builds contain no test seam.
export { getCategoryTree as loadCategoryTree } from '@/lib/server/products';
