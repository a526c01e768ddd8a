import 'server-only';
import { asc, eq, ne } from 'drizzle-orm';
import { searchSynonyms, type SearchSynonymRow } from '@/db/schema';
import { parseSynonymWords } from '@/lib/shared/search/synonym-words';
import { searchSynonymSchema } from '@/lib/shared/validation/search-synonym';
import { requireAdmin, type Caller } from '@/lib/server/auth/roles';
import { validate } from '@/lib/server/infra/validate';
import { database, isUniqueViolation } from '@/lib/server/infra/db';
import { NotFoundError, ValidationError } from '@/lib/server/infra/errors';
import { invalidateCatalogue } from '@/lib/server/products';
import { phraseKey } from './index-words';

// The owner's synonyms. A change moves this server's catalogue version at once (the next search
// builds the index with it) and, through the table's trigger, every other server's.

export interface SearchSynonym {
  id: number;
  term: string;
  alsoSearch: string[];
}

const toSynonym = (row: SearchSynonymRow): SearchSynonym => ({
  id: row.id,
  term: row.term,
  alsoSearch: parseSynonymWords(row.alsoSearch),
});

export async function listSynonyms(caller: Caller | null): Promise<SearchSynonym[]> {
  requireAdmin(caller);
  const db = await database();
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.term));
  return rows.map(toSynonym);
}

/** Adds a synonym, or changes the one with `id`. A term searched the same way as another's is refused. */
export async function saveSynonym(
  caller: Caller | null,
  input: unknown,
  id?: number,
): Promise<SearchSynonym> {
  requireAdmin(caller);
  const { term, alsoSearch } = validate(searchSynonymSchema, input);
  const db = await database();
  const others = await db
    .select()
    .from(searchSynonyms)
    .where(id === undefined ? undefined : ne(searchSynonyms.id, id));
  const key = phraseKey(term);
  const clash = others.find((row) => phraseKey(row.term) === key);
  if (clash)
    throw new ValidationError({
      term: [`“${clash.term}” is searched the same way: change that one instead.`],
    });
  const values = { term, alsoSearch: parseSynonymWords(alsoSearch).join(', ') };
  const write = () =>
    id === undefined
      ? db.insert(searchSynonyms).values(values).returning()
      : db.update(searchSynonyms).set(values).where(eq(searchSynonyms.id, id)).returning();
  const [row] = await write().catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
    throw new ValidationError({ term: [`“${term}” is there already: change that one instead.`] });
  });
  if (!row) throw new NotFoundError('That synonym is no longer there.');
  invalidateCatalogue({ products: [] });
  return toSynonym(row);
}

export async function deleteSynonym(caller: Caller | null, id: number): Promise<void> {
  requireAdmin(caller);
  const db = await database();
  const deleted = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
  if (deleted.length === 0) throw new NotFoundError('That synonym is no longer there.');
  invalidateCatalogue({ products: [] });
}
