// One card per design (pure): colour siblings are one design, listed once, where its first colour
// stands in the list's order. The colour shown is the first one in stock (else the first), so a
// listing never leads with a sold-out colour while another is on the shelf.

export interface DesignMember {
  id: number;
  /** The design's label when the product is one colour of several, else null or absent. */
  colourGroup?: number | null;
  inStock: boolean;
}

/** A design's key: its colour group, else the product alone (negative: never a group label). */
export function designKey(p: Pick<DesignMember, 'id' | 'colourGroup'>): number {
  return p.colourGroup || -p.id;
}

/**
 * `items` with one entry per design, in order. `part` splits the list (exact matches, then the
 * loosely related): a design stays in the part of its first colour, and only a colour of that
 * part may stand for it there.
 */
export function onePerDesign<T extends DesignMember>(
  items: readonly T[],
  part: (index: number) => number = () => 0,
): { items: T[]; parts: number[] } {
  const at = new Map<number, number>();
  const out: T[] = [];
  const parts: number[] = [];
  items.forEach((item, i) => {
    const key = designKey(item);
    const place = at.get(key);
    if (place === undefined) {
      at.set(key, out.length);
      out.push(item);
      parts.push(part(i));
    } else if (!out[place]!.inStock && item.inStock && parts[place] === part(i)) {
      out[place] = item;
    }
  });
  return { items: out, parts };
}
