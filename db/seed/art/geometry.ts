// Path and placement helpers: mirrored outlines, points on curves, snapped transforms.

export type Pt = [number, number];
type Seg =
  | ['L', number, number]
  | ['Q', number, number, number, number]
  | ['C', number, number, number, number, number, number];

function segEnd(s: Seg): Pt {
  switch (s[0]) {
    case 'L':
      return [s[1], s[2]];
    case 'Q':
      return [s[3], s[4]];
    case 'C':
      return [s[5], s[6]];
  }
}

/** A closed outline symmetric about x = 480 from its left half (top centre round to bottom). */
export function sym(start: Pt, segs: Seg[]): string {
  const m = (x: number) => 960 - x;
  const ends: Pt[] = [start];
  let d = `M${start[0]} ${start[1]}`;
  for (const s of segs) {
    d += s.join(' ');
    ends.push(segEnd(s));
  }
  const last = ends[ends.length - 1] ?? start;
  d += `L${m(last[0])} ${last[1]}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i] as Seg;
    const to = ends[i] ?? start;
    if (s[0] === 'L') d += `L${m(to[0])} ${to[1]}`;
    else if (s[0] === 'Q') d += `Q${m(s[1])} ${s[2]} ${m(to[0])} ${to[1]}`;
    else d += `C${m(s[3])} ${s[4]} ${m(s[1])} ${s[2]} ${m(to[0])} ${to[1]}`;
  }
  return `${d}Z`;
}

export function cubic(
  p0: Pt,
  p1: Pt,
  p2: Pt,
  p3: Pt,
  t: number,
): { x: number; y: number; a: number } {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx =
    3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy =
    3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { x, y, a: (Math.atan2(dy, dx) * 180) / Math.PI };
}

/**
 * Moves a drawing centred on (ox, oy) to about (cx, cy), scaled by k. librsvg renders pattern
 * fills several times slower unless a tile lands exactly on whole device pixels, so fabric tiles
 * are multiples of 8 px, k is a dyadic fraction (0.5, 0.625, 0.75, 0.875, 1.125, 1.25, 1.5,
 * 1.75, 2) and the translation is rounded to 4 px so nested placements stay whole. Patterned
 * drawings are never rotated.
 */
export function place(
  inner: string,
  cx: number,
  cy: number,
  k: number,
  ox = 480,
  oy = 620,
): string {
  const snap = (v: number) => Math.round(v / 4) * 4;
  return `<g transform="matrix(${k} 0 0 ${k} ${snap(cx - k * ox)} ${snap(cy - k * oy)})">${inner}</g>`;
}
