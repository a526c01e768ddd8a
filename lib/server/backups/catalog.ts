import 'server-only';
// What the database says about its own tables (pg_catalog, the same on PGlite and PostgreSQL):
// which tables there are, their columns, primary keys, foreign keys and sequences, and which
// migrations were applied. A backup covers every table it finds here, so a table added by a
// later migration is backed up without anyone remembering to list it.

/** Runs one statement and answers its rows: a drizzle transaction or PGlite's own. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export interface TableFacts {
  name: string;
  columns: string[];
  orderBy: string[];
  identityAlways: boolean;
}

export interface SequenceFacts {
  table: string;
  column: string;
  sequence: string;
}

/** "name" as a quoted SQL identifier. */
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

const COLUMNS = `
  select c.relname as table_name, a.attname as column_name, a.attgenerated as generated,
    a.attidentity as identity,
    pg_get_serial_sequence(quote_ident(n.nspname) || '.' || quote_ident(c.relname), a.attname)
      as sequence_name
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;

const PRIMARY_KEYS = `
  select c.relname as table_name, a.attname as column_name
  from pg_index i
  join pg_class c on c.oid = i.indrelid
  join pg_namespace n on n.oid = c.relnamespace
  cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
  where i.indisprimary and n.nspname = 'public'
  order by c.relname, k.ord`;

const FOREIGN_KEYS = `
  select child.relname as child, parent.relname as parent
  from pg_constraint k
  join pg_class child on child.oid = k.conrelid
  join pg_class parent on parent.oid = k.confrelid
  join pg_namespace n on n.oid = child.relnamespace
  where k.contype = 'f' and n.nspname = 'public'`;

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

export interface SchemaFacts {
  /** Every table of the public schema, a table after the tables it refers to. */
  tables: TableFacts[];
  /** The sequences behind serial and identity columns. */
  sequences: SequenceFacts[];
}

export async function readSchema(run: RunSql): Promise<SchemaFacts> {
  const columns = await run(COLUMNS);
  const keys = await run(PRIMARY_KEYS);
  const links = await run(FOREIGN_KEYS);
  const tables = new Map<string, TableFacts>();
  const sequences: SequenceFacts[] = [];
  for (const row of columns) {
    const [name, column] = [text(row.table_name), text(row.column_name)];
    const table = tables.get(name) ?? { name, columns: [], orderBy: [], identityAlways: false };
    tables.set(name, table);
    if (row.sequence_name)
      sequences.push({ table: name, column, sequence: text(row.sequence_name) });
    if (text(row.generated) !== '') continue; // computed by the database on restore
    table.columns.push(column);
    if (text(row.identity) === 'a') table.identityAlways = true;
  }
  for (const row of keys) tables.get(text(row.table_name))?.orderBy.push(text(row.column_name));
  for (const table of tables.values())
    if (!table.orderBy.length) table.orderBy = [...table.columns];
  const parents = new Map<string, Set<string>>();
  for (const row of links) {
    const [child, parent] = [text(row.child), text(row.parent)];
    if (child === parent) continue;
    parents.set(child, (parents.get(child) ?? new Set()).add(parent));
  }
  return { tables: loadOrder([...tables.values()], parents), sequences };
}

/** Parents before children; names order the rest, so the same schema gives the same order. */
function loadOrder(tables: TableFacts[], parents: Map<string, Set<string>>): TableFacts[] {
  const placed = new Set<string>();
  const order: TableFacts[] = [];
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length) {
    const ready = pending.findIndex((t) =>
      [...(parents.get(t.name) ?? [])].every(
        (p) => placed.has(p) || !tables.some((x) => x.name === p),
      ),
    );
    // A cycle of foreign keys: load the rest as they come (the restore then reports the row).
    const [next] = pending.splice(ready === -1 ? 0 : ready, 1);
    placed.add(next!.name);
    order.push(next!);
  }
  return order;
}

/** A sequence's current value (0 when it was never used). */
export async function sequenceValue(run: RunSql, sequence: string): Promise<number> {
  const [row] = await run(`select last_value, is_called from ${sequence}`);
  return row?.is_called === true || row?.is_called === 't' ? Number(row.last_value) : 0;
}

/** The applied migrations' timestamps (drizzle's journal "when"), oldest first; [] when none. */
export async function appliedMigrations(run: RunSql): Promise<number[]> {
  const [present] = await run(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!(present?.present === true || present?.present === 't')) return [];
  const rows = await run('select created_at from drizzle.__drizzle_migrations order by created_at');
  return rows.map((r) => Number(r.created_at));
}
