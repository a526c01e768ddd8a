// The backup format's core on a real (in-memory) PGlite: the two ways a table is written (PGlite's
// own COPY, and the cursor + encoder PostgreSQL uses) give the same bytes, and loading those
// bytes into an empty database gives the same table back, for the values that break naive
// escaping (tabs, newlines, backslashes, "\N" as text, emoji, NULL next to '').
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@/db';
import { decodeCopyRow, encodeCopyRow } from '@/lib/server/backups/copy-text';
import { loadRows, restoreSequences } from '@/lib/server/backups/load-rows';
import { takeSnapshot, type Snapshot } from '@/lib/server/backups/snapshot';

const SCHEMA = `
  create table parents (id serial primary key, name text not null);
  create table kids (
    id serial primary key,
    parent_id integer not null references parents(id),
    label varchar(200),
    price numeric(12,2),
    at timestamptz,
    ok boolean,
    tags text[],
    facts jsonb,
    words tsvector generated always as (to_tsvector('simple', coalesce(label, ''))) stored
  );`;

const TRICKY = [
  'plain',
  'tab\there',
  'line\nbreak and \r return',
  'back\\slash \\N and \\t',
  '\\N',
  '',
  'emoji 👨‍👩‍👧 and हिन्दी',
  '\b\f\v controls',
];

let work: string;
let source: PGlite;

async function fill(db: PGlite) {
  await db.exec(SCHEMA);
  await db.query(`insert into parents (name) values ('a'), ('b\tc')`);
  for (const [i, label] of TRICKY.entries()) {
    await db.query(
      `insert into kids (parent_id, label, price, at, ok, tags, facts) values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        1 + (i % 2),
        label,
        i % 3 === 0 ? null : `${i}.5`,
        new Date(Date.UTC(2025, 0, i + 1, 10, 30, 0, 123)),
        i % 2 === 0,
        [label, 'x'],
        { label, n: i },
      ],
    );
  }
  await db.query(`insert into kids (parent_id, label) values (1, null)`);
}

const digest = (s: Snapshot) =>
  s.tables.map((t) => ({ name: t.name, rows: t.rows, sha256: t.sha256 }));

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'backup-format-'));
  source = await PGlite.create();
  await fill(source);
}, 120_000);

afterAll(async () => {
  await source.close();
  rmSync(work, { recursive: true, force: true });
});

async function snapshotInto(dir: string, connection: Parameters<typeof takeSnapshot>[0]) {
  const { mkdirSync } = await import('node:fs');
  mkdirSync(path.join(dir, 'db'), { recursive: true });
  return takeSnapshot(connection, dir);
}

describe('a table in a backup', () => {
  it('is the same bytes whether PGlite COPYs it or the PostgreSQL cursor path writes it', async () => {
    const db = drizzle({ client: source }) as unknown as Db;
    const copied = await snapshotInto(path.join(work, 'copy'), {
      kind: 'pglite',
      db,
      pglite: source,
    });
    const cursor = await snapshotInto(path.join(work, 'cursor'), { kind: 'postgres', db });
    expect(digest(cursor)).toEqual(digest(copied));
    expect(copied.tables.map((t) => [t.name, t.rows])).toEqual([
      ['parents', 2],
      ['kids', TRICKY.length + 1],
    ]);
    // Generated columns are the database's to compute again.
    expect(copied.tables[1]!.columns).not.toContain('words');
    expect(copied.sequences).toEqual([
      { table: 'kids', column: 'id', value: TRICKY.length + 1 },
      { table: 'parents', column: 'id', value: 2 },
    ]);
  }, 60_000);

  it('loads into an empty database as the same rows, and its ids continue after them', async () => {
    const db = drizzle({ client: source }) as unknown as Db;
    const before = await snapshotInto(path.join(work, 'before'), {
      kind: 'pglite',
      db,
      pglite: source,
    });
    const target = await PGlite.create();
    try {
      await target.exec(SCHEMA);
      const targetDb = drizzle({ client: target }) as unknown as Db;
      await targetDb.transaction(async (tx) => {
        for (const table of before.tables) {
          const text = readFileSync(path.join(work, 'before', table.file));
          expect(await loadRows(tx, table, [text])).toBe(table.rows);
        }
        await restoreSequences(tx, before.sequences);
      });
      const after = await snapshotInto(path.join(work, 'after'), {
        kind: 'pglite',
        db: targetDb,
        pglite: target,
      });
      expect(digest(after)).toEqual(digest(before));
      const { rows } = await target.query<{ id: number }>(
        `insert into kids (parent_id) values (1) returning id`,
      );
      expect(rows[0]!.id).toBe(TRICKY.length + 2);
    } finally {
      await target.close();
    }
  }, 120_000);
});

describe('COPY text fields', () => {
  it('decode to what was encoded, for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string({ unit: 'grapheme' }), { nil: null })), (values) => {
        const line = encodeCopyRow(values);
        expect(line.endsWith('\n')).toBe(true);
        expect(line.slice(0, -1)).not.toContain('\n');
        if (values.length) expect(decodeCopyRow(line.slice(0, -1))).toEqual(values);
      }),
    );
  });
});
