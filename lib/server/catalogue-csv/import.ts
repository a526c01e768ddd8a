import 'server-only';
// The catalogue import: a preview that writes nothing, and an apply that re-reads the same file,
// re-checks every row under lock and writes all of it in one transaction, or nothing. The apply
// trusts nothing from the preview but its token: if the file or what it would change differs
// from what the admin saw, it refuses (docs/decisions.md "Catalogue spreadsheet").
import {
  LISTED_MAX,
  type CatalogueApplied,
  type CataloguePreview,
} from '@/lib/shared/catalogue-csv/result';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { database } from '@/lib/server/infra/db';
import { ConflictError } from '@/lib/server/infra/errors';
import { invalidateCatalogue } from '@/lib/server/products/catalogue';
import { adminMove } from '@/lib/server/stock/move-context';
import { CsvRowsError } from './errors';
import { checkRows } from './check-rows';
import { planImport, planToken } from './plan';
import { readCatalogueFile } from './read-file';
import { writeImportPlan } from './write';

export const CHANGED_SINCE_PREVIEW =
  'The file or the catalogue changed since the preview. Check the new preview, then apply again.';

/** What the file would do, with every error; nothing is written. Superusers only. */
export async function previewCatalogueCsv(
  caller: Caller | null,
  bytes: Uint8Array,
): Promise<CataloguePreview> {
  requireAdmin(caller);
  const file = readCatalogueFile(bytes);
  const db = await database();
  // No transaction: a 100,000-row plan would hold PGlite's only connection for seconds. The
  // apply re-plans under lock and refuses when anything differs from this preview.
  const plan = await planImport(db, await checkRows(file), false);
  const changes = [
    ...plan.creates.map((c) => ({ line: c.line, id: null, name: c.state.name, columns: [] })),
    ...plan.updates.map((u) => ({
      line: u.line,
      id: u.id,
      name: u.state.name,
      columns: u.columns,
    })),
  ].sort((a, b) => a.line - b.line);
  const applicable = plan.errors.length === 0 && changes.length > 0;
  return {
    ok: true,
    step: 'preview',
    rows: plan.rows,
    creates: plan.creates.length,
    updates: plan.updates.length,
    unchanged: plan.unchanged,
    errorCount: plan.errors.length,
    errors: plan.errors.slice(0, LISTED_MAX),
    changes: changes.slice(0, LISTED_MAX),
    plan: applicable ? planToken(file, plan) : null,
  };
}

/**
 * Applies the previewed file: every row re-checked with the stored products locked, then all
 * writes in one transaction. `token` is the preview's plan; anything different is refused (409).
 */
export async function applyCatalogueCsv(
  caller: Caller | null,
  bytes: Uint8Array,
  token: string,
): Promise<CatalogueApplied> {
  const admin = requireAdmin(caller);
  const file = readCatalogueFile(bytes);
  // The schema's checks need no database: done before the transaction, so it stays short.
  const checked = await checkRows(file);
  const db = await database();
  const { plan, written } = await db.transaction(async (tx) => {
    const plan = await planImport(tx, checked, true);
    if (plan.errors.length) throw new CsvRowsError(plan.errors);
    if (planToken(file, plan) !== token) throw new ConflictError(CHANGED_SINCE_PREVIEW);
    return { plan, written: await writeImportPlan(tx, plan, adminMove(admin, 'import')) };
  });
  if (written.length) invalidateCatalogue({ products: written });
  return {
    ok: true,
    step: 'apply',
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
  };
}
