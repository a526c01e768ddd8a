import 'server-only';
import { headers } from 'next/headers';
import { getCategoryTree } from '@/lib/server/products';

// The e2e build's stand-in for components/layout/category-menu-data.ts (next.config.ts aliases
// it when E2E_SEAMS=1 at build time; a production build never contains this file). The request
// header `x-e2e-fault: category-menu=error|slow|empty` makes the menu fail, load slowly or see
// no categories, for that request only; without it the real data is read.
type Fault = 'error' | 'slow' | 'empty';

async function requestedFault(): Promise<Fault | null> {
  const header = (await headers()).get('x-e2e-fault') ?? '';
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=');
    if (name === 'category-menu' && (value === 'error' || value === 'slow' || value === 'empty'))
      return value;
  }
  return null;
}

export async function loadCategoryTree(): ReturnType<typeof getCategoryTree> {
  const fault = await requestedFault();
  if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, 2500));
  if (fault === 'error') throw new Error('Simulated category menu failure (e2e build)');
  return fault === 'empty' ? [] : getCategoryTree();
}
