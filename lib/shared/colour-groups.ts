// How colour groups change when a product's siblings are named (pure, so it is unit-tested).
//
// A group's label is the smallest id among its members when it is formed; labels are ids of
// products (or of deleted ones, never reused), so two groups never share one. A product alone
// in a group belongs to none (null).

export interface GroupMember {
  id: number;
  group: number | null;
}

/**
 * The new group of every product whose group changes when `named` (a product and its chosen
 * siblings) become one design: the named ones form a group (none, if alone), and each old group
 * they left keeps its other members, relabelled by their smallest id.
 */
export function groupsAfterRelink(
  members: readonly GroupMember[],
  named: readonly number[],
): Map<number | null, number[]> {
  const namedSet = new Set(named);
  const next = new Map<number, number | null>();
  const leftBehind = new Map<number, number[]>();
  for (const m of members) {
    if (namedSet.has(m.id) || m.group === null) continue;
    leftBehind.set(m.group, [...(leftBehind.get(m.group) ?? []), m.id]);
  }
  for (const ids of leftBehind.values()) {
    const label = ids.length > 1 ? Math.min(...ids) : null;
    for (const id of ids) next.set(id, label);
  }
  const label = namedSet.size > 1 ? Math.min(...namedSet) : null;
  for (const id of namedSet) next.set(id, label);
  const byGroup = new Map<number | null, number[]>();
  for (const m of members) {
    if (!next.has(m.id)) continue;
    const group = next.get(m.id) ?? null;
    if (group === m.group) continue;
    byGroup.set(group, [...(byGroup.get(group) ?? []), m.id]);
  }
  return byGroup;
}
