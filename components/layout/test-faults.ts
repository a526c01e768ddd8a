import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/lib/server/infra/env';

export type Fault = 'error' | 'slow' | 'empty';

/**
 * Test-only seam (E2E_FAULTS=true, set by e2e/serve.mjs and nowhere else): the request header
 * `x-e2e-fault: category-menu=error|slow|empty` makes the category menu fail, load slowly or
 * see no categories for that request only. Without the switch the header is ignored.
 */
export async function requestedFault(area: 'category-menu'): Promise<Fault | null> {
  if (!env().E2E_FAULTS) return null;
  const header = (await headers()).get('x-e2e-fault') ?? '';
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=');
    if (name === area && (value === 'error' || value === 'slow' || value === 'empty')) return value;
  }
  return null;
}
