// Drizzle's migrator applies only the migrations whose journal time is later than the last one a
// database recorded, so a migration merged in with an earlier time than its predecessor would be
// skipped on every database already past that predecessor. The journal must run forward.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migrations journal', () => {
  it('numbers its entries in order and gives each a later time than the one before', () => {
    journal.entries.forEach((entry, i) => {
      expect(entry.idx, entry.tag).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0')), entry.tag).toBe(true);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
