import { describe, expect, it } from 'vitest';
import { groupsAfterRelink, type GroupMember } from '@/lib/shared/colour-groups';

/** Applies the changes to `members` and returns each product's group. */
function relink(members: GroupMember[], named: number[]): Record<number, number | null> {
  const out: Record<number, number | null> = Object.fromEntries(
    members.map((m) => [m.id, m.group]),
  );
  for (const [group, ids] of groupsAfterRelink(members, named)) {
    for (const id of ids) out[id] = group;
  }
  return out;
}

describe('colour groups', () => {
  it('links a product and its siblings under the smallest id', () => {
    const members = [
      { id: 7, group: null },
      { id: 3, group: null },
      { id: 9, group: null },
    ];
    expect(relink(members, [7, 3, 9])).toEqual({ 3: 3, 7: 3, 9: 3 });
  });

  it('keeps the rest of an old group linked under a label of their own', () => {
    // 5 leaves {5, 6, 7} for a new design with 8: 6 and 7 stay together, not as group 5.
    const members = [
      { id: 5, group: 5 },
      { id: 6, group: 5 },
      { id: 7, group: 5 },
      { id: 8, group: null },
    ];
    expect(relink(members, [5, 8])).toEqual({ 5: 5, 6: 6, 7: 6, 8: 5 });
  });

  it('unlinks a product named alone, and a member left alone has no group', () => {
    const members = [
      { id: 2, group: 2 },
      { id: 4, group: 2 },
    ];
    expect(relink(members, [4])).toEqual({ 2: null, 4: null });
  });

  it('moves a sibling out of another design', () => {
    const members = [
      { id: 1, group: 1 },
      { id: 2, group: 1 },
      { id: 3, group: 1 },
      { id: 10, group: 10 },
      { id: 11, group: 10 },
    ];
    expect(relink(members, [10, 3])).toEqual({ 1: 1, 2: 1, 3: 3, 10: 3, 11: null });
  });

  it('changes nothing when the group is named again', () => {
    const members = [
      { id: 1, group: 1 },
      { id: 2, group: 1 },
    ];
    expect(groupsAfterRelink(members, [2, 1]).size).toBe(0);
  });
});
