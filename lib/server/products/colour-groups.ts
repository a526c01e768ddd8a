import 'server-only';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { products } from '@/db/schema';
import { groupsAfterRelink } from '@/lib/shared/colour-groups';
import type { Db, Tx } from '@/lib/server/infra/db';
import { ValidationError } from '@/lib/server/infra/errors';

// Colour siblings: products that are one design in other colours share `colour_group`. Naming a
// product's siblings replaces its group with {product, siblings}: each named product leaves its
// old group, and what is left of every old group stays linked (lib/shared/colour-groups.ts).

/** Refuses ids that name no product (or the product itself) on the `colour_sibling_ids` field. */
export async function checkSiblingIds(tx: Tx | Db, productId: number | null, ids: number[]) {
  if (productId !== null && ids.includes(productId)) {
    throw new ValidationError({
      colour_sibling_ids: ['Choose other products: a product is not its own colour.'],
    });
  }
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    throw new ValidationError({
      colour_sibling_ids: [`No product has the id ${missing.join(', ')}.`],
    });
  }
}

/** Makes {productId, ...siblingIds} one design, in the caller's transaction. */
export async function replaceColourGroup(tx: Tx, productId: number, siblingIds: number[]) {
  await checkSiblingIds(tx, productId, siblingIds);
  const named = [productId, ...siblingIds];
  // Lock the groups being changed so two saves cannot interleave their relabelling.
  const current = await tx
    .select({ id: products.id, group: products.colourGroup })
    .from(products)
    .where(
      sql`${products.colourGroup} in (select ${products.colourGroup} from ${products} where ${inArray(products.id, named)} and ${isNotNull(products.colourGroup)}) or ${inArray(products.id, named)}`,
    )
    .for('update');
  const next = groupsAfterRelink(
    current.map((r) => ({ id: r.id, group: r.group })),
    named,
  );
  for (const [group, ids] of next) {
    await tx.update(products).set({ colourGroup: group }).where(inArray(products.id, ids));
  }
}

/** Products left alone in a group after a delete no longer name one. */
export async function dropLoneGroups(tx: Tx) {
  await tx
    .update(products)
    .set({ colourGroup: null })
    .where(
      and(
        isNotNull(products.colourGroup),
        sql`${products.colourGroup} in (select ${products.colourGroup} from ${products}
          where ${products.colourGroup} is not null group by ${products.colourGroup} having count(*) = 1)`,
      ),
    );
}
