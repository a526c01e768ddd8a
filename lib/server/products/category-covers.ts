import 'server-only';
import { sql } from 'drizzle-orm';
import { productImages, products } from '@/db/schema';
import {
  assignCategoryCovers,
  type CategoryCover,
  type CoverCandidate,
} from '@/lib/shared/category-covers';
import { FEATURED_CATEGORIES } from '@/lib/shared/category-match';
import { database, rowsOf } from '@/lib/server/infra/db';
import { env } from '@/lib/server/infra/env';
import { storageFor } from '@/lib/server/infra/storage';

/** Enough newest products per sub and main category for every card to find one of its own. */
const PER_CATEGORY = FEATURED_CATEGORIES.length + 1;

type Row = {
  id: number;
  main: string;
  sub: string;
  storage_key: string;
};

/**
 * The home page's category cards' covers, by label: each a different product of that category,
 * with its first photo (lib/shared/category-covers.ts).
 */
export async function queryHomeCategoryCovers(): Promise<Record<string, CategoryCover>> {
  const db = await database();
  const rows = await db.execute<Row>(sql`
    select id, main, sub, storage_key from (
      select p.id, p.main_category as main, lower(p.sub_category) as sub, cover.storage_key,
        p.created_at,
        row_number() over (partition by lower(p.sub_category) order by p.created_at desc, p.id desc) as in_sub,
        row_number() over (partition by p.main_category order by p.created_at desc, p.id desc) as in_main
      from ${products} p
      join lateral (
        select i.storage_key from ${productImages} i where i.product_id = p.id
        order by i.position asc, i.id asc limit 1
      ) cover on true
    ) ranked
    where in_sub <= ${PER_CATEGORY} or in_main <= ${PER_CATEGORY}
    order by created_at desc, id desc`);
  const storage = storageFor(env());
  const candidates: CoverCandidate[] = rowsOf<Row>(rows).map((r) => ({
    productId: Number(r.id),
    main: r.main,
    sub: r.sub,
    image: storage.url(r.storage_key),
  }));
  return assignCategoryCovers(FEATURED_CATEGORIES, candidates);
}
