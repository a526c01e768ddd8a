// How far apart two words are, for typos (pure).

/**
 * Edits (insert, delete, replace, or swap two neighbouring letters) that turn `a` into `b`, or
 * `max + 1` as soon as it is certain to be more than `max` (optimal string alignment distance,
 * so "shrit" is one edit from "shirt").
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Typos forgiven in a word of this length: none up to 3 letters, 1 up to 6, then 2. */
export function typoBudget(length: number): number {
  if (length <= 3) return 0;
  return length <= 6 ? 1 : 2;
}
