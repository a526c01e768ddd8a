// Product illustrations for the demo catalogue. Each call returns a self-contained 960x1200
// (4:5) SVG document: a soft studio backdrop and a shaded drawing of the product. Only shapes,
// paths, gradients, patterns and clip paths; no fonts beyond generic families, no images, no
// URLs. The seed renders these to JPEG with sharp, so everything must stay within librsvg.

import { canonicalSubCategory } from '@/lib/categories';

export const ART_KINDS = [
  'shirt',
  'tshirt',
  'jeans',
  'trousers',
  'shorts',
  'track',
  'coords',
  'jacket',
  'suit',
  'sherwani',
  'kurta',
  'jodhpuri',
  'shoe',
  'loafer',
  'crocs',
  'watch',
  'cap',
  'sunglasses',
  'wallet',
  'belt',
  'jewellery',
  'bracelet',
  'perfume',
  'lotion',
  'cream',
  'soap',
  'combo',
] as const;

export type ArtKind = (typeof ART_KINDS)[number];
export type ArtPattern = 'plain' | 'stripes' | 'checks' | 'dots';
/** 0 front, 1 back or another angle, 2 close-up detail, 3 folded, on a hanger or restyled. */
export type ArtView = 0 | 1 | 2 | 3;

export interface ArtSpec {
  kind: ArtKind;
  /** Main colour (fabric, leather, liquid, metal for jewellery), hex. */
  color: string;
  /** Second colour: print, stitching, trim, metal of a watch case, lens tint, pump or cap. */
  accent: string;
  /** Fabric for garments. Watches: plain leather, stripes fabric strap, checks metal links,
   *  dots silicone. Bracelets: plain solid kada, anything else chain links. */
  pattern: ArtPattern;
  view: ArtView;
  /** Brand text printed on bottles, jars, soap, caps, wallets, watch dials and tee chests. */
  label?: string;
}

// ---------------------------------------------------------------- colour helpers

type RGB = [number, number, number];

function rgb(hex: string): RGB {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  let h = m?.[1] ?? '888888';
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('');
  const v = parseInt(h, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex(c: RGB): string {
  return `#${c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

function lum(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`).slice(0, 28);

/** Number formatting that keeps documents small. */
const f = (v: number) => String(Math.round(v * 10) / 10);

// ---------------------------------------------------------------- document helpers

const STITCH = 'stroke-dasharray="7 6"';

type Pt = [number, number];
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
function sym(start: Pt, segs: Seg[]): string {
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

function lin(id: string, stops: [number, string, number][], x2 = 1, y2 = 0): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function fabric(id: string, base: string, acc: string, p: ArtPattern, horizontal: boolean): string {
  const open = (w: number, extra = '') =>
    `<pattern id="${id}" width="${w}" height="${w}" patternUnits="userSpaceOnUse"${extra}><rect width="${w}" height="${w}" fill="${base}"/>`;
  switch (p) {
    case 'stripes':
      return horizontal
        ? `${open(32)}<rect y="4" width="32" height="9" fill="${acc}"/><rect y="19" width="32" height="3" fill="${acc}" fill-opacity=".6"/></pattern>`
        : `${open(32)}<rect x="4" width="9" height="32" fill="${acc}"/><rect x="19" width="3" height="32" fill="${acc}" fill-opacity=".6"/></pattern>`;
    case 'checks':
      return `${open(56)}<path d="M0 28H56M28 0V56" stroke="${acc}" stroke-opacity=".5" stroke-width="19"/><path d="M0 49H56M49 0V56" stroke="${darken(base, 0.4)}" stroke-opacity=".35" stroke-width="2"/></pattern>`;
    case 'dots':
      return `${open(32)}<circle cx="8" cy="8" r="4" fill="${acc}"/><circle cx="24" cy="24" r="4" fill="${acc}"/></pattern>`;
    default:
      return `${open(16)}<path d="M0 8L8 0M0 16L16 0M8 16L16 8" stroke="${darken(base, 0.5)}" stroke-opacity=".08" stroke-width="2"/></pattern>`;
  }
}

class Art {
  readonly defs: string[] = [];
  private seq = 0;
  readonly c: string;
  readonly a: string;
  readonly dk: string;
  readonly lt: string;
  readonly label: string;

  constructor(readonly spec: ArtSpec) {
    this.c = toHex(rgb(spec.color));
    this.a = toHex(rgb(spec.accent));
    this.dk = darken(this.c, 0.45);
    this.lt = lighten(this.c, 0.45);
    this.label = esc(spec.label ?? '');
  }

  get p(): ArtPattern {
    return this.spec.pattern;
  }

  uid(): string {
    return `i${(this.seq++).toString(36)}`;
  }

  /** A fabric or leather panel: soft drop shadow, fill, volume shading and a crisp edge. */
  panel(
    d: string,
    o: { fill?: string; shadow?: boolean; edge?: string; under?: (id: string) => string } = {},
  ): string {
    const id = this.uid();
    this.defs.push(`<path id="${id}" d="${d}"/>`);
    const u = `<use href="#${id}"`;
    const shadow =
      o.shadow === false
        ? ''
        : `${u} transform="translate(7 18)" fill-opacity=".05" stroke="#000" stroke-opacity=".035" stroke-width="36" stroke-linejoin="round"/>${u} transform="translate(4 9)" fill-opacity=".07" stroke="#000" stroke-opacity=".06" stroke-width="12" stroke-linejoin="round"/>`;
    return `${shadow}${o.under?.(id) ?? ''}${u} fill="${o.fill ?? 'url(#fab)'}"/>${u} fill="url(#sh)"/>${u} fill="url(#sv)"/>${u} fill="none" stroke="${o.edge ?? this.dk}" stroke-opacity=".5" stroke-width="2.5" stroke-linejoin="round"/>`;
  }

  /** The fragment plus its mirror image about the vertical centre line. */
  both(frag: string): string {
    const id = this.uid();
    return `<g id="${id}">${frag}</g><use href="#${id}" transform="matrix(-1 0 0 1 960 0)"/>`;
  }

  line(d: string, color: string, width: number, extra = ''): string {
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
  }

  /** A soft crease: a shadow stroke with a highlight beside it. */
  crease(d: string): string {
    return `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".13" stroke-width="7" stroke-linecap="round"/><path d="${d}" transform="translate(5 -2)" fill="none" stroke="#fff" stroke-opacity=".14" stroke-width="4" stroke-linecap="round"/>`;
  }

  private symbols = new Map<string, string>();

  /** A small shape drawn once in <defs> and placed with <use>, to keep documents small. */
  private symbol(key: string, body: string): string {
    let id = this.symbols.get(key);
    if (!id) {
      id = this.uid();
      this.symbols.set(key, id);
      this.defs.push(`<g id="${id}">${body}</g>`);
    }
    return id;
  }

  button(x: number, y: number, r = 9, color = '#f3efe6'): string {
    const id = this.symbol(
      `b${r}${color}`,
      `<circle r="${r}" fill="${color}" stroke="${darken(color, 0.35)}" stroke-width="2"/><circle cx="${f(-r * 0.3)}" cy="${f(-r * 0.3)}" r="${f(r * 0.35)}" fill="#fff" fill-opacity=".5"/>`,
    );
    return `<use href="#${id}" x="${x}" y="${y}"/>`;
  }

  metalButton(x: number, y: number, r = 9): string {
    const id = this.symbol(
      `m${r}`,
      `<circle r="${r}" fill="url(#mt)" stroke="${darken(this.a, 0.45)}" stroke-width="1.5"/>`,
    );
    return `<use href="#${id}" x="${x}" y="${y}"/>`;
  }

  text(x: number, y: number, size: number, s: string, fill: string, extra = ''): string {
    if (!s) return '';
    return `<text x="${x}" y="${y}" font-family="sans-serif" font-weight="bold" font-size="${size}" text-anchor="middle" fill="${fill}"${extra ? ` ${extra}` : ''}>${s}</text>`;
  }

  metal(id: string, base: string): string {
    return lin(
      id,
      [
        [0, lighten(base, 0.6), 1],
        [0.3, base, 1],
        [0.55, darken(base, 0.35), 1],
        [0.8, lighten(base, 0.35), 1],
        [1, darken(base, 0.25), 1],
      ],
      1,
      1,
    );
  }

  cylinder(id: string, base: string): string {
    return lin(id, [
      [0, darken(base, 0.35), 1],
      [0.16, lighten(base, 0.3), 1],
      [0.4, base, 1],
      [0.82, darken(base, 0.2), 1],
      [1, darken(base, 0.42), 1],
    ]);
  }
}

// ---------------------------------------------------------------- garment outlines

// Flat-lay proportions: a shirt is about 1.5 times as long as it is wide, a kurta about 2.4.
const SHIRT = sym(
  [480, 252],
  [
    ['Q', 440, 250, 404, 262],
    ['L', 282, 300],
    ['C', 262, 308, 252, 330, 248, 356],
    ['L', 150, 800],
    ['L', 230, 822],
    ['L', 292, 478],
    ['C', 294, 620, 290, 800, 288, 880],
    ['C', 330, 912, 420, 926, 480, 928],
  ],
);
const TEE = sym(
  [480, 252],
  [
    ['Q', 444, 254, 410, 246],
    ['L', 276, 290],
    ['C', 250, 300, 226, 330, 212, 366],
    ['L', 156, 470],
    ['L', 246, 524],
    ['L', 292, 440],
    ['C', 296, 600, 290, 800, 288, 910],
    ['L', 480, 914],
  ],
);
const JACKET = sym(
  [480, 254],
  [
    ['Q', 444, 254, 404, 262],
    ['L', 276, 296],
    ['C', 236, 330, 196, 520, 176, 760],
    ['L', 184, 826],
    ['L', 258, 832],
    ['L', 262, 768],
    ['C', 270, 660, 284, 560, 300, 478],
    ['C', 298, 640, 292, 780, 290, 860],
    ['L', 298, 920],
    ['L', 480, 922],
  ],
);
const SUIT = sym(
  [480, 240],
  [
    ['Q', 446, 240, 410, 246],
    ['L', 282, 272],
    ['C', 258, 278, 250, 302, 248, 326],
    ['L', 178, 840],
    ['L', 262, 856],
    ['L', 296, 460],
    ['C', 298, 640, 294, 820, 292, 930],
    ['L', 480, 942],
  ],
);
const JODHPURI = sym(
  [480, 226],
  [
    ['Q', 448, 226, 416, 232],
    ['L', 284, 262],
    ['C', 262, 270, 252, 294, 250, 318],
    ['L', 178, 830],
    ['L', 262, 846],
    ['L', 296, 456],
    ['C', 298, 640, 294, 830, 292, 946],
    ['L', 480, 954],
  ],
);
const SHERWANI = sym(
  [480, 198],
  [
    ['Q', 448, 198, 418, 204],
    ['L', 290, 236],
    ['C', 266, 246, 256, 270, 254, 294],
    ['L', 180, 724],
    ['L', 262, 742],
    ['L', 304, 420],
    ['C', 302, 640, 286, 860, 260, 1064],
    ['Q', 370, 1080, 480, 1080],
  ],
);
const KURTA = sym(
  [480, 208],
  [
    ['Q', 448, 208, 416, 216],
    ['L', 296, 250],
    ['C', 274, 258, 264, 282, 260, 306],
    ['L', 184, 736],
    ['L', 262, 752],
    ['L', 298, 430],
    ['C', 298, 640, 292, 860, 280, 1072],
    ['Q', 380, 1082, 480, 1082],
  ],
);
const JEANS = sym(
  [480, 236],
  [
    ['L', 322, 236],
    ['L', 312, 320],
    ['C', 302, 420, 306, 700, 330, 1030],
    ['L', 456, 1034],
    ['L', 476, 560],
    ['Q', 478, 540, 480, 536],
  ],
);
const TROUSERS = sym(
  [480, 236],
  [
    ['L', 320, 236],
    ['L', 312, 320],
    ['C', 304, 440, 310, 720, 326, 1030],
    ['L', 462, 1034],
    ['L', 477, 560],
    ['Q', 479, 542, 480, 540],
  ],
);
const SHORTS = sym(
  [480, 330],
  [
    ['L', 306, 330],
    ['L', 294, 410],
    ['C', 286, 500, 278, 620, 270, 770],
    ['L', 462, 788],
    ['L', 476, 600],
    ['Q', 478, 586, 480, 584],
  ],
);
const TRACK = sym(
  [480, 236],
  [
    ['L', 318, 236],
    ['L', 308, 330],
    ['C', 298, 460, 302, 760, 326, 960],
    ['L', 334, 1044],
    ['L', 448, 1046],
    ['L', 452, 962],
    ['C', 462, 800, 474, 620, 480, 560],
  ],
);

// ---------------------------------------------------------------- garments

function shirt(g: Art, back: boolean): string {
  let s = g.panel(SHIRT);
  s += g.both(g.line('M165 732 L242 753', g.dk, 3, 'stroke-opacity=".45"') + g.button(206, 786, 6));
  s += g.crease('M302 500 C334 560 340 620 326 690 M660 540 C640 620 646 700 662 780');
  s += g.crease('M214 520 C226 570 226 620 212 680 M400 820 Q440 860 430 900');
  if (back) {
    s += g.panel('M404 258 Q480 244 556 258 L558 290 Q480 276 402 290Z', { shadow: false });
    s += g.line('M262 350 Q480 392 698 350', g.dk, 3, 'stroke-opacity=".45"');
    s += g.line('M464 372 V440 M496 372 V440', g.dk, 3, 'stroke-opacity=".35"');
    return s;
  }
  s += `<path d="M404 262 Q480 240 556 262 Q480 282 404 262Z" fill="${darken(g.c, 0.45)}"/>`;
  s += g.line('M462 306 V924 M498 306 V924', g.dk, 2.5, 'stroke-opacity=".4"');
  for (let y = 340; y < 910; y += 80) s += g.button(480, y, 10);
  s += g.panel('M544 420 H640 V516 L592 534 L544 516Z', { shadow: false });
  s += g.line('M544 438 H640', g.dk, 2, 'stroke-opacity=".4"');
  s += g.both(g.panel('M400 256 C428 282 456 298 481 306 L446 372 C424 340 406 302 396 266Z'));
  return s;
}

/** Half-sleeve camp-collar shirt: tee outline with an open collar and a placket. */
function campShirt(g: Art): string {
  let s = g.panel(TEE);
  s += `<path d="M410 250 Q480 232 550 250 Q480 270 410 250Z" fill="${darken(g.c, 0.45)}"/>`;
  s += g.line('M464 310 V910 M496 310 V910', g.dk, 2.5, 'stroke-opacity=".4"');
  for (let y = 350; y < 900; y += 90) s += g.button(480, y, 10);
  s += g.crease('M302 470 C334 550 338 630 322 710 M660 510 C640 610 646 710 662 790');
  s += g.both(g.panel('M404 246 C438 272 462 294 481 312 L424 364 C414 330 398 288 390 256Z'));
  return s;
}

function tshirt(g: Art, back: boolean): string {
  let s = g.panel(TEE);
  const rib = darken(g.c, 0.12);
  s += g.both(g.line('M168 456 L252 506', g.dk, 2, `stroke-opacity=".4" ${STITCH}`));
  s += g.line('M292 890 H668', g.dk, 2, `stroke-opacity=".4" ${STITCH}`);
  s += g.crease('M302 470 C334 550 338 630 322 710 M660 520 C640 610 646 700 662 780');
  s += g.crease('M400 800 Q440 840 430 890');
  if (back) return s + g.line('M412 250 Q480 266 548 250', rib, 12);
  s += `<path d="M410 246 Q480 258 550 246 Q480 338 410 246Z" fill="${darken(g.c, 0.45)}"/>`;
  s += g.line('M412 248 Q480 336 548 248', rib, 14);
  if (g.label && g.p === 'plain') {
    const size = Math.min(64, Math.round(300 / (Math.max(4, g.label.length) * 0.8)));
    s += g.text(480, 530, size, g.label.toUpperCase(), g.a, 'letter-spacing="4"');
    s += g.line('M392 562 H568', g.a, 6);
  } else if (g.p === 'plain') {
    s += `<circle cx="590" cy="420" r="20" fill="none" stroke="${g.a}" stroke-width="6"/>`;
  }
  return s;
}

function jacket(g: Art, back: boolean): string {
  g.defs.push(
    `<pattern id="rib" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${g.a}"/><path d="M2 0V8" stroke="${darken(g.a, 0.35)}" stroke-opacity=".5" stroke-width="3"/></pattern>`,
  );
  let s = g.panel(JACKET);
  s += g.crease('M306 500 C336 570 340 640 326 710 M222 520 C236 580 236 640 222 700');
  s += g.both(
    g.panel('M176 760 L262 768 L258 832 L184 826Z', { fill: 'url(#rib)', shadow: false }),
  );
  s += g.panel('M290 860 L670 860 L662 920 L298 920Z', { fill: 'url(#rib)', shadow: false });
  if (back)
    return (
      s +
      g.panel('M400 250 Q480 268 560 250 L558 278 Q480 296 402 278Z', {
        fill: 'url(#rib)',
        shadow: false,
      })
    );
  s += `<path d="M404 256 Q480 236 556 256 Q480 300 404 256Z" fill="${darken(g.c, 0.5)}"/>`;
  s += g.panel('M394 256 Q480 334 566 256 L554 242 Q480 310 406 242Z', {
    fill: 'url(#rib)',
    shadow: false,
  });
  s += g.line('M480 298 V918', darken(g.c, 0.3), 16);
  s += g.line('M480 298 V918', '#c9c6bf', 8, 'stroke-dasharray="3 3"');
  s += '<rect x="472" y="298" width="16" height="40" rx="5" fill="url(#mt)"/>';
  s += g.both(
    g.line('M338 610 L378 740', darken(g.c, 0.5), 10) +
      g.line('M344 606 L384 736', g.lt, 3, 'stroke-opacity=".4"'),
  );
  s += `<g transform="rotate(-14 232 440)"><rect x="200" y="404" width="64" height="76" rx="6" fill="${darken(g.c, 0.1)}" stroke="${g.dk}" stroke-width="2"/>${g.line('M208 420 H256', '#c9c6bf', 4)}</g>`;
  return s;
}

function sleeveButtons(g: Art, fill: string): string {
  return g.both(
    `<g fill="${fill}">${[0, 1, 2].map((i) => `<circle cx="${f(206 + i * 5)}" cy="${f(806 - i * 24)}" r="6"/>`).join('')}</g>`,
  );
}

function lapelSuit(g: Art, back: boolean): string {
  let s = g.panel(SUIT);
  s += g.crease('M306 490 C334 560 338 630 324 700 M220 520 C234 580 234 640 220 700');
  s += sleeveButtons(g, g.dk);
  if (back) {
    s += g.panel('M410 244 Q480 232 550 244 L552 268 Q480 256 408 268Z', { shadow: false });
    return (
      s +
      g.line('M480 268 V940', g.dk, 3, 'stroke-opacity=".45"') +
      g.line('M480 810 V940', '#000', 4, 'stroke-opacity=".3"')
    );
  }
  s += '<path d="M414 248 Q480 262 546 248 L480 632Z" fill="#f6f4ef"/>';
  s += g.both(
    '<path d="M414 248 L464 306 L480 268Z" fill="#fff" stroke="#d8d4cc" stroke-width="2"/>',
  );
  s += `<path d="M465 272 H495 L490 306 H470Z" fill="${darken(g.a, 0.15)}"/><path d="M470 306 H490 L506 596 L480 624 L454 596Z" fill="${g.a}"/><path d="M480 306 H490 L506 596 L480 624Z" fill="#000" fill-opacity=".12"/>`;
  s += `<path d="M480 770 C474 850 458 910 430 940 L530 940 C502 910 486 850 480 770Z" fill="#000" fill-opacity=".14"/>`;
  s += g.both(g.panel('M416 248 L370 332 L388 354 L336 380 C374 490 440 590 478 634 L426 262Z'));
  s += g.button(480, 656, 12, darken(g.c, 0.55)) + g.button(480, 752, 12, darken(g.c, 0.55));
  s += g.both(g.panel('M316 800 L432 796 L432 832 L318 836Z', { shadow: false }));
  s += g.line('M548 484 L636 476', g.dk, 8);
  s += `<path d="M554 480 L572 446 L588 468 L606 442 L622 474Z" fill="${lighten(g.a, 0.2)}"/>`;
  return s;
}

function mandarin(g: Art, y: number, trim: string): string {
  return g.both(
    g.panel(
      `M414 ${y - 10} L418 ${y + 26} Q448 ${y + 40} 476 ${y + 42} L476 ${y + 8} Q442 ${y + 6} 414 ${y - 10}Z`,
      { edge: trim },
    ),
  );
}

function jodhpuri(g: Art, back: boolean): string {
  let s = g.panel(JODHPURI);
  s += g.crease('M306 490 C334 560 338 630 324 700 M220 520 C234 580 234 640 220 700');
  s += sleeveButtons(g, g.a);
  if (back)
    return (
      s +
      g.panel('M414 216 Q480 230 546 216 L548 242 Q480 256 412 242Z', { shadow: false }) +
      g.line('M480 252 V952', g.dk, 3, 'stroke-opacity=".4"')
    );
  s += g.line('M480 262 V916 C480 934 470 946 450 952', g.dk, 3, 'stroke-opacity=".55"');
  s += g.line('M480 916 C480 934 490 946 510 952', g.dk, 3, 'stroke-opacity=".55"');
  s += mandarin(g, 226, g.a);
  for (let y = 296; y < 910; y += 76) s += g.metalButton(480, y, 11);
  s += g.both(g.panel('M316 780 L432 776 L432 808 L318 812Z', { shadow: false }));
  s += g.line('M548 470 L632 464', g.dk, 7);
  s += `<path d="M554 466 L572 436 L588 458 L606 432 L620 462Z" fill="${g.a}"/>`;
  return s;
}

function border(g: Art, d: string): string {
  const id = 'emb';
  if (!g.defs.some((x) => x.includes(`id="${id}"`))) {
    g.defs.push(
      `<pattern id="${id}" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="${darken(g.c, 0.15)}"/><path d="M16 6L24 16L16 26L8 16Z" fill="${g.a}"/><circle cy="16" r="3" fill="${g.a}"/><circle cx="32" cy="16" r="3" fill="${g.a}"/></pattern>`,
    );
  }
  return g.panel(d, { fill: `url(#${id})`, shadow: false, edge: g.a });
}

function sherwani(g: Art, back: boolean): string {
  let s = g.panel(SHERWANI);
  s += g.crease('M316 450 C342 560 344 700 330 820 M226 480 C240 540 240 600 226 660');
  s += border(
    g,
    'M266 1020 Q370 1036 480 1036 Q590 1036 694 1020 L700 1064 Q590 1080 480 1080 Q370 1080 260 1064Z',
  );
  s += g.both(border(g, 'M186 694 L266 710 L262 742 L180 724Z'));
  if (back)
    return (
      s +
      g.panel('M418 192 Q480 206 542 192 L544 222 Q480 236 416 222Z', { shadow: false, edge: g.a })
    );
  s += g.line('M480 240 V1036', g.dk, 3, 'stroke-opacity=".5"');
  s += g.line('M460 242 V1020 M500 242 V1020', g.a, 3, STITCH);
  s += mandarin(g, 198, g.a);
  for (let y = 266; y < 820; y += 62) s += g.metalButton(480, y, 10);
  return s;
}

function kurta(g: Art, back: boolean): string {
  let s = g.panel(KURTA);
  s += g.crease('M314 450 C340 560 342 700 328 820 M660 500 C636 620 636 760 652 880');
  s += g.both(
    g.line('M190 704 L266 720', g.a, 3, STITCH) +
      g.line('M288 1070 L292 970', g.dk, 4, 'stroke-opacity=".45"'),
  );
  s += g.line('M288 1048 Q380 1060 480 1060 Q580 1060 672 1048', g.a, 3, STITCH);
  if (back)
    return (
      s +
      g.panel('M416 202 Q480 214 544 202 L546 228 Q480 240 414 228Z', { shadow: false, edge: g.a })
    );
  s += mandarin(g, 208, g.a);
  s += `<rect x="462" y="256" width="36" height="250" rx="4" fill="${darken(g.c, 0.08)}" stroke="${g.a}" stroke-width="3"/>`;
  for (let y = 290; y < 500; y += 58) s += g.button(480, y, 9, lighten(g.a, 0.2));
  s += `<g fill="${g.a}">${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${i % 2 ? 442 : 518}" cy="${276 + i * 42}" r="4"/>`).join('')}</g>`;
  return s;
}

function waistband(g: Art, y: number, x0: number, x1: number, accentStitch: boolean): string {
  const st = accentStitch ? g.a : g.dk;
  let s = g.panel(`M${x0} ${y} L${960 - x0} ${y} L${960 - x1} ${y + 44} L${x1} ${y + 44}Z`, {
    shadow: false,
  });
  s += g.line(
    `M${x0 + 4} ${y + 8} H${956 - x0} M${x1 + 2} ${y + 38} H${958 - x1}`,
    st,
    2.5,
    `stroke-opacity=".8" ${STITCH}`,
  );
  for (const x of [x0 + 22, 400, 546, 938 - x0 - 14]) {
    s += `<rect x="${x}" y="${y - 6}" width="14" height="58" rx="3" fill="url(#fab)" stroke="${g.dk}" stroke-opacity=".5" stroke-width="2"/>`;
  }
  return s;
}

function jeans(g: Art, back: boolean): string {
  g.defs.push(
    `<pattern id="tw" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8L8 0" stroke="#fff" stroke-opacity=".08" stroke-width="2"/></pattern>`,
  );
  let s = g.panel(JEANS);
  s += `<path d="${JEANS}" fill="url(#tw)"/>`;
  g.defs.push(
    '<radialGradient id="fd"><stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>',
  );
  s += g.both(
    '<ellipse cx="392" cy="560" rx="60" ry="230" fill="url(#fd)"/><ellipse cx="396" cy="770" rx="50" ry="80" fill="url(#fd)"/>',
  );
  s += g.both(
    g.line('M334 1010 L456 1014', g.a, 2.5, STITCH) +
      g.crease('M340 800 Q380 810 420 800 M344 850 Q384 860 424 850'),
  );
  s += waistband(g, 236, 322, 317, true);
  const copper = '#b87a45';
  if (back) {
    s +=
      g.line('M314 340 L480 372 L646 340', g.a, 2.5, STITCH) +
      g.line('M480 372 V536', g.dk, 3, 'stroke-opacity=".5"');
    s += g.both(
      g.panel('M346 410 H452 L448 512 L400 532 L352 512Z', { shadow: false }) +
        g.line('M354 420 H444 M360 460 Q400 490 440 460', g.a, 2.5, STITCH),
    );
    return (
      s +
      `<rect x="530" y="244" width="76" height="30" rx="3" fill="#8a5a3b" stroke="#5c3a24" stroke-width="2"/>`
    );
  }
  s +=
    g.line('M480 282 V476', g.dk, 3, 'stroke-opacity=".5"') +
    g.line('M454 282 V440 Q454 470 482 478', g.a, 2.5, STITCH);
  s += g.both(
    g.line('M404 282 C396 340 360 380 312 392', darken(g.c, 0.4), 4) +
      g.line('M392 282 C384 334 352 368 311 378', g.a, 2.5, STITCH) +
      `<circle cx="404" cy="286" r="5" fill="${copper}"/><circle cx="314" cy="390" r="5" fill="${copper}"/>` +
      g.line(
        'M470 520 Q440 500 410 504 M468 540 Q436 528 404 536',
        '#fff',
        4,
        'stroke-opacity=".16"',
      ),
  );
  s += g.line('M332 298 H382 V336', g.a, 2.5, STITCH);
  return (
    s + `<circle cx="480" cy="258" r="13" fill="${copper}" stroke="#6e4422" stroke-width="2"/>`
  );
}

function trousers(g: Art, back: boolean): string {
  let s = g.panel(TROUSERS);
  s += g.both(
    g.line('M394 300 V1030', '#fff', 3, 'stroke-opacity=".22"') +
      g.line('M398 300 V1030', '#000', 3, 'stroke-opacity=".1"') +
      g.crease('M340 820 Q380 834 428 822'),
  );
  s += waistband(g, 236, 320, 316, false);
  if (back) {
    s += g.both(
      g.line('M350 370 H440', darken(g.c, 0.45), 5) + g.button(395, 352, 7, darken(g.c, 0.2)),
    );
    return s + g.line('M480 280 V540', g.dk, 3, 'stroke-opacity=".45"');
  }
  s +=
    g.line('M480 282 V470', g.dk, 3, 'stroke-opacity=".5"') +
    g.line('M456 282 V446 Q456 466 480 474', g.dk, 2, `stroke-opacity=".5" ${STITCH}`);
  s += g.both(g.line('M392 282 L318 410', darken(g.c, 0.45), 4));
  return s + g.button(480, 258, 9, darken(g.c, 0.2));
}

function shorts(g: Art, back: boolean): string {
  let s = g.panel(SHORTS);
  s += g.both(
    g.panel('M272 730 L464 746 L462 788 L270 770Z', { shadow: false }) +
      g.crease('M320 620 Q370 632 424 624'),
  );
  s += waistband(g, 330, 306, 301, false);
  if (back)
    return (
      s +
      g.both(g.line('M340 450 H436', darken(g.c, 0.45), 5)) +
      g.line('M480 374 V584', g.dk, 3, 'stroke-opacity=".45"')
    );
  s += g.line('M480 376 V540', g.dk, 3, 'stroke-opacity=".5"');
  s += g.both(g.line('M392 376 L298 484', darken(g.c, 0.45), 4));
  return s + g.button(480, 352, 9, darken(g.c, 0.2));
}

function track(g: Art, back: boolean): string {
  let s = g.panel(TRACK);
  s += g.panel('M318 236 H642 L644 292 H316Z', { shadow: false });
  s += `<path d="${Array.from({ length: 27 }, (_, i) => `M${324 + i * 12} 240V288`).join('')}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`;
  s += g.both(
    g.line('M326 296 L320 340 C310 470 314 760 338 958', g.a, 16) +
      g.line('M348 300 L343 340 C334 470 338 760 360 958', g.a, 6) +
      g.panel('M326 960 L452 962 L448 1046 L334 1044Z', { shadow: false }) +
      `<path d="${Array.from({ length: 10 }, (_, i) => `M${340 + i * 11} 966V1040`).join('')}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>` +
      g.crease('M380 640 Q420 660 450 640') +
      g.crease('M360 880 Q400 900 440 884'),
  );
  if (back) return s;
  s += g.both(g.line('M372 300 Q350 360 318 384', darken(g.c, 0.4), 4));
  s += g.line(
    'M472 292 C466 330 458 370 462 410 M488 292 C496 330 502 372 498 414',
    lighten(g.a, 0.3),
    7,
  );
  return (
    s +
    `<rect x="455" y="406" width="12" height="26" rx="4" fill="${g.dk}"/><rect x="492" y="410" width="12" height="26" rx="4" fill="${g.dk}"/>`
  );
}

// Folded garments, drawn around (480, 610).
type Fold = 'shirt' | 'tee' | 'pants';

function folded(g: Art, type: Fold, fill: string): string {
  const body =
    type === 'tee'
      ? 'M242 400 Q246 366 290 354 L404 334 Q480 326 556 334 L670 354 Q714 366 718 400 L718 866 Q718 894 688 894 H272 Q242 894 242 866Z'
      : 'M246 362 Q246 334 276 334 H684 Q714 334 714 362 L718 866 Q718 894 688 894 H272 Q242 894 242 866Z';
  const dark = darken(fill.startsWith('#') ? fill : g.c, 0.3);
  const stack = (id: string) =>
    [32, 16]
      .map(
        (dy) =>
          `<use href="#${id}" y="${dy}" fill="${fill}"/><use href="#${id}" y="${dy}" fill-opacity="${dy === 32 ? 0.28 : 0.18}"/>`,
      )
      .join('');
  let s = g.panel(body, { fill, under: stack });
  s += g.crease(
    'M262 760 Q480 780 700 760 M300 360 C296 520 300 700 296 860 M660 360 C664 520 660 700 664 860',
  );
  if (type === 'shirt') {
    s += g.line('M465 386 V892 M495 386 V892', dark, 2.5, 'stroke-opacity=".5"');
    for (let y = 420; y < 880; y += 88) s += g.button(480, y);
    s += g.panel('M394 318 Q480 288 566 318 L562 344 Q480 322 398 344Z', { fill, shadow: false });
    s += g.both(
      g.panel('M394 320 C420 350 456 372 481 380 L448 430 C426 400 404 362 394 320Z', { fill }),
    );
    s += g.panel('M540 470 H616 V548 L578 564 L540 548Z', { fill, shadow: false });
  } else if (type === 'tee') {
    s += `<path d="M400 334 Q480 316 560 334 Q480 410 400 334Z" fill="${dark}"/>`;
    s += g.line('M402 336 Q480 408 558 336', darken(fill.startsWith('#') ? fill : g.c, 0.12), 14);
    s += g.line('M262 400 L404 340 M698 400 L556 340', dark, 3, 'stroke-opacity=".35"');
    s += g.line('M250 866 H710', dark, 2, `stroke-opacity=".5" ${STITCH}`);
    s += `<circle cx="480" cy="560" r="54" fill="none" stroke="${g.a}" stroke-opacity=".85" stroke-width="8"/><path d="M452 576 L480 532 L508 576Z" fill="${g.a}" fill-opacity=".85"/>`;
  } else {
    s += g.panel('M246 362 Q246 334 276 334 H684 Q714 334 714 362 V392 H246Z', {
      fill,
      shadow: false,
    });
    s +=
      g.line('M480 392 V600', dark, 3, 'stroke-opacity=".5"') +
      g.line('M456 392 V570 Q456 590 480 596', dark, 2, STITCH);
    s += g.both(
      g.line('M380 392 C372 440 330 470 248 478', dark, 4, 'stroke-opacity=".7"') +
        `<rect x="300" y="326" width="14" height="74" rx="3" fill="${fill}" stroke="${dark}" stroke-width="2"/>`,
    );
    s += g.button(480, 362, 10, darken(fill.startsWith('#') ? fill : g.c, 0.2));
    s +=
      g.line('M250 640 H710', '#000', 6, 'stroke-opacity=".16"') +
      g.line('M250 646 H710', '#fff', 3, 'stroke-opacity=".14"');
    s +=
      g.line('M480 646 V892', dark, 3, 'stroke-opacity=".45"') +
      g.line('M252 862 H708', dark, 2, `stroke-opacity=".6" ${STITCH}`);
  }
  return s;
}

function hanger(inner: string): string {
  return `<path d="M480 214 V176 C480 160 504 160 506 140 C508 118 490 104 474 108 C462 112 456 120 456 130" fill="none" stroke="#9a9aa0" stroke-width="9" stroke-linecap="round"/><path d="M300 268 Q300 248 330 238 L480 206 L630 238 Q660 248 660 268" fill="none" stroke="#8a5b36" stroke-width="22" stroke-linecap="round"/><g transform="matrix(.875 0 0 .875 60 68)">${inner}</g>`;
}

// ---------------------------------------------------------------- accessories

function shoe(g: Art): string {
  const sole = lum(g.c) > 0.8 ? '#e4dfd5' : '#f4f1ea';
  const upper =
    'M174 692 C164 640 200 606 258 596 C326 584 386 558 436 522 C478 492 516 466 556 448 C572 442 590 444 602 452 C640 472 690 472 730 446 C752 432 772 426 786 430 C814 452 830 560 832 690Z';
  let s = `<path d="M160 716 C160 698 172 690 200 690 L812 684 C830 684 838 698 836 716 L834 736 C832 752 818 760 800 760 L220 766 C186 766 162 748 160 716Z" fill="${sole}" stroke="#c4beb2" stroke-width="2"/>`;
  s += `<path d="M168 728 C300 726 600 722 834 716" fill="none" stroke="${g.a}" stroke-width="7"/><path d="M210 764 L800 758" stroke="#8d877c" stroke-width="8" stroke-linecap="round"/>`;
  s += g.panel('M540 470 C536 420 560 394 600 390 C626 392 634 410 628 436 L604 456Z', {
    shadow: false,
  });
  s += g.panel(upper, { shadow: false });
  s += g.panel('M830 560 C790 566 752 600 740 688 L832 686Z', { fill: g.a, shadow: false });
  s += g.panel('M174 692 C164 640 200 606 258 596 C280 634 286 670 282 690Z', {
    fill: lighten(g.c, 0.16),
    shadow: false,
  });
  s += g.line('M352 664 C450 606 560 576 690 560', g.a, 20);
  s += g.line('M604 456 C642 478 692 478 732 452 C754 438 772 432 786 434', darken(g.c, 0.35), 10);
  s += `<rect x="772" y="418" width="30" height="50" rx="8" fill="${g.a}" transform="rotate(14 786 440)"/>`;
  s += g.line('M186 682 L818 676', g.dk, 2, `stroke-opacity=".5" ${STITCH}`);
  for (let i = 0; i < 6; i++) {
    const x = 428 + i * 26;
    const y = 530 - i * 16;
    s +=
      `<circle cx="${x + 16}" cy="${y + 26}" r="6" fill="${g.dk}"/>` +
      g.line(`M${x - 10} ${y - 6} l30 30`, '#f7f5f0', 10) +
      g.line(`M${x - 10} ${y - 6} l30 30`, '#000', 2, 'stroke-opacity=".15"');
  }
  return s;
}

function loafer(g: Art): string {
  let s = `<path d="M168 714 L820 706 L822 730 Q822 742 808 742 L200 748 Q170 746 168 714Z" fill="${darken(g.c, 0.55)}"/><path d="M680 736 H818 V764 Q818 772 808 772 H690 Q680 772 680 764Z" fill="${darken(g.c, 0.6)}"/>`;
  s += g.panel(
    'M176 714 C160 676 180 640 232 626 C320 604 400 578 470 562 C520 552 560 548 600 550 C670 556 740 552 796 534 C816 560 822 640 818 710Z',
    { shadow: false },
  );
  s += `<path d="M600 550 C660 530 740 522 796 534 C744 548 680 558 600 550Z" fill="${darken(g.c, 0.65)}"/>`;
  s += g.line('M236 640 C300 600 400 578 470 572', g.dk, 2.5, `stroke-opacity=".6" ${STITCH}`);
  s +=
    g.line('M448 570 C490 610 560 612 612 576', darken(g.c, 0.22), 26) +
    g.line('M498 596 H560', darken(g.c, 0.65), 7);
  s +=
    '<ellipse cx="300" cy="642" rx="80" ry="16" fill="#fff" fill-opacity=".25" transform="rotate(-14 300 642)"/>';
  s += g.line('M188 706 L808 700', g.a, 3, STITCH);
  return s;
}

function crocs(g: Art): string {
  const d = darken(g.c, 0.45);
  let s = `<path d="M170 730 C166 700 180 690 200 690 L800 680 C820 682 826 700 824 730 C820 760 800 770 780 770 L210 776 C186 776 172 756 170 730Z" fill="${darken(g.c, 0.12)}"/>`;
  s += `<path d="M200 770 L790 762" stroke="${darken(g.c, 0.4)}" stroke-width="8" stroke-dasharray="22 10"/>`;
  s += g.panel(
    'M176 704 C156 630 200 560 290 540 C380 520 460 510 520 486 C544 476 566 478 578 492 C606 526 644 552 700 566 C746 578 790 600 806 640 L814 694Z',
    { shadow: false },
  );
  s += `<path d="M540 484 C600 486 660 530 720 566 C760 588 790 606 804 636 C760 612 700 596 640 572 C590 548 560 516 540 484Z" fill="${darken(g.c, 0.55)}"/>`;
  const holes: Pt[] = [
    [282, 584],
    [340, 566],
    [398, 552],
    [456, 536],
    [300, 630],
    [358, 614],
    [416, 600],
    [474, 586],
    [262, 672],
    [320, 660],
    [378, 648],
  ];
  s += `<g fill="${d}">${holes.map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="13" ry="9"/>`).join('')}</g>`;
  s += g.line('M676 622 C740 650 800 664 842 656', g.a, 32);
  s += g.line('M676 612 C740 638 800 652 842 644', lighten(g.a, 0.35), 5, 'stroke-opacity=".6"');
  s += `<circle cx="676" cy="622" r="22" fill="${darken(g.a, 0.2)}"/><circle cx="676" cy="622" r="10" fill="${lighten(g.a, 0.3)}"/>`;
  return s;
}

function watch(g: Art): string {
  const strap = g.c;
  const dial = lum(g.c) < 0.3 ? '#1d2230' : '#f4efe4';
  const ink = dial === '#1d2230' ? '#e9e4d6' : '#2a2a2a';
  g.defs.push(
    `<radialGradient id="dl" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="${lighten(dial, 0.15)}"/><stop offset="1" stop-color="${darken(dial, 0.2)}"/></radialGradient>`,
  );
  let straps = '';
  const top = 'M412 172 Q412 150 434 150 H526 Q548 150 548 172 L544 430 H416Z';
  const bottom = 'M416 770 H544 L548 1028 Q548 1050 526 1050 H434 Q412 1050 412 1028Z';
  if (g.p === 'checks') {
    // Three-piece links: brushed outer links and a polished centre link, rows staggered.
    const edge = darken(g.a, 0.4);
    g.defs.push(
      `<g id="lk"><rect x="414" width="40" height="36" rx="5" fill="url(#mt)" stroke="${edge}" stroke-width="1.5"/><rect x="506" width="40" height="36" rx="5" fill="url(#mt)" stroke="${edge}" stroke-width="1.5"/><rect x="456" y="18" width="48" height="36" rx="6" fill="${lighten(g.a, 0.35)}" stroke="${edge}" stroke-width="1.5"/></g>`,
    );
    for (let y = 150; y < 1040; y += 38) {
      if (y > 400 && y < 770) continue;
      straps += `<use href="#lk" y="${y}"/>`;
    }
  } else {
    straps +=
      g.panel(top, { fill: strap, shadow: false }) +
      g.panel(bottom, { fill: strap, shadow: false });
    if (g.p === 'stripes')
      straps += `<path d="M480 160 V430 M480 770 V1040" stroke="${g.a}" stroke-width="26"/>`;
    else if (g.p !== 'dots')
      straps += g.line(
        'M428 170 V430 M532 170 V430 M428 770 V1030 M532 770 V1030',
        lighten(strap, 0.4),
        2,
        `stroke-opacity=".7" ${STITCH}`,
      );
    straps += `<g fill="${darken(strap, 0.6)}">${[880, 920, 960, 1000].map((y) => `<circle cx="480" cy="${y}" r="7"/>`).join('')}</g>`;
    straps += `<rect x="404" y="830" width="152" height="22" rx="6" fill="${darken(strap, 0.2)}"/>`;
  }
  let s = `<ellipse cx="500" cy="640" rx="230" ry="240" fill="url(#gs)" fill-opacity=".5"/>${straps}`;
  s += `<path d="M404 440 L430 410 H530 L556 440Z M404 760 L430 790 H530 L556 760Z" fill="url(#mt)"/>`;
  s += `<rect x="656" y="578" width="34" height="44" rx="8" fill="url(#mt)"/><path d="M664 580V620M672 580V620M680 580V620" stroke="${darken(g.a, 0.4)}" stroke-width="2"/>`;
  s += `<circle cx="480" cy="600" r="190" fill="url(#mt)"/><circle cx="480" cy="600" r="172" fill="${darken(g.a, 0.3)}"/><circle cx="480" cy="600" r="160" fill="url(#dl)"/>`;
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const t = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r0 = major ? 122 : 142;
    ticks += `M${f(480 + Math.sin(t) * r0)} ${f(600 - Math.cos(t) * r0)}L${f(480 + Math.sin(t) * 150)} ${f(600 - Math.cos(t) * 150)}`;
  }
  s += `<path d="${ticks}" stroke="${ink}" stroke-width="3"/>`;
  s += `<path d="${[0, 15, 30, 45]
    .map((i) => {
      const t = (i / 60) * Math.PI * 2;
      return `M${f(480 + Math.sin(t) * 112)} ${f(600 - Math.cos(t) * 112)}L${f(480 + Math.sin(t) * 150)} ${f(600 - Math.cos(t) * 150)}`;
    })
    .join('')}" stroke="url(#mt)" stroke-width="10"/>`;
  s +=
    `<rect x="566" y="586" width="36" height="28" rx="3" fill="#fff" stroke="${darken(g.a, 0.3)}" stroke-width="2"/>` +
    g.text(584, 608, 20, '24', '#222');
  s += g.text(480, 540, 22, g.label.toUpperCase(), ink, 'letter-spacing="3"');
  s += `<path d="M472 612 L480 494 L488 612Z" fill="url(#mt)" transform="rotate(-58 480 600)"/><path d="M474 614 L480 462 L486 614Z" fill="url(#mt)" transform="rotate(62 480 600)"/>`;
  s += `<path d="M480 640 V470" stroke="#c8362e" stroke-width="3" transform="rotate(160 480 600)"/><circle cx="480" cy="600" r="11" fill="url(#mt)"/>`;
  s += '<path d="M346 560 Q420 440 574 448 Q436 476 346 560Z" fill="#fff" fill-opacity=".18"/>';
  return s;
}

/** A baseball cap seen from the side, peak to the left. */
function cap(g: Art): string {
  let s = '<ellipse cx="450" cy="748" rx="330" ry="36" fill="url(#gs)"/>';
  s += g.panel(
    'M420 672 C340 668 226 684 150 716 C132 730 150 748 200 752 C280 756 380 740 470 706Z',
    { shadow: false },
  );
  s += g.line(
    'M186 722 C260 702 340 690 420 688 M212 736 C280 720 350 710 430 704',
    g.dk,
    2,
    `stroke-opacity=".45" ${STITCH}`,
  );
  s += g.panel('M300 690 C280 500 390 350 546 346 C700 350 790 480 780 690 Q540 716 300 690Z', {
    shadow: false,
  });
  s += g.line(
    'M546 350 C470 400 420 520 412 702 M546 350 C610 420 650 540 652 710',
    g.dk,
    3,
    'stroke-opacity=".45"',
  );
  s += `<ellipse cx="546" cy="348" rx="24" ry="11" fill="url(#fab)" stroke="${g.dk}" stroke-width="2"/>`;
  s += `<circle cx="468" cy="430" r="8" fill="${g.dk}" stroke="${g.lt}" stroke-width="3"/><circle cx="642" cy="440" r="8" fill="${g.dk}" stroke="${g.lt}" stroke-width="3"/>`;
  s += g.line('M300 690 Q540 716 780 690', darken(g.c, 0.3), 6);
  s += '<ellipse cx="440" cy="470" rx="110" ry="70" fill="#fff" fill-opacity=".1"/>';
  return g.label
    ? s
    : s +
        `<path d="M360 520 H460 V600 Q410 630 360 600Z" fill="${g.a}" stroke="${darken(g.a, 0.3)}" stroke-width="3"/>`;
}

/** Embroidered front lettering, kept out of cap() so a mirrored cap still reads correctly. */
function capLabel(g: Art, x: number): string {
  const size = Math.min(50, Math.round(330 / Math.max(3, g.label.length)));
  return g.text(x, 590, size, g.label.toUpperCase(), g.a, 'letter-spacing="2"');
}

function sunglasses(g: Art): string {
  const lens =
    'M186 500 C186 486 198 478 220 478 L432 478 C452 478 460 492 458 512 L448 600 C440 660 400 690 332 690 C256 690 210 660 196 600Z';
  g.defs.push(`<clipPath id="lc"><path d="${lens}"/></clipPath>`);
  g.defs.push(
    lin(
      'ln',
      [
        [0, darken(g.a, 0.35), 1],
        [0.6, g.a, 1],
        [1, lighten(g.a, 0.3), 1],
      ],
      0,
      1,
    ),
  );
  const one =
    `<path d="${lens}" fill="url(#ln)" stroke="${g.c}" stroke-width="24" stroke-linejoin="round"/>` +
    `<path d="M210 478 L300 478 L230 700 L196 640Z M320 478 L350 478 L270 700 L250 700Z" fill="#fff" fill-opacity=".16" clip-path="url(#lc)"/>` +
    `<path d="M174 486 L462 482" stroke="${g.c}" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="M182 476 L450 472" stroke="#fff" stroke-opacity=".25" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M168 494 L118 522 L104 548" fill="none" stroke="${darken(g.c, 0.2)}" stroke-width="16" stroke-linecap="round"/>` +
    '<circle cx="186" cy="490" r="5" fill="#d8d8d8"/>';
  let s = '<ellipse cx="480" cy="760" rx="330" ry="30" fill="url(#gs)"/>';
  s += g.both(one);
  s += `<path d="M456 504 C468 486 492 486 504 504" fill="none" stroke="${g.c}" stroke-width="22"/>`;
  return s;
}

function wallet(g: Art, open: boolean): string {
  const leather = g.c;
  if (open) {
    let s = g.panel(
      'M176 420 Q176 400 196 400 H784 Q804 400 804 420 V780 Q804 800 784 800 H196 Q176 800 176 780Z',
      { fill: leather },
    );
    s +=
      g.line('M480 404 V796', darken(leather, 0.4), 8) +
      g.line(
        'M196 420 H464 V780 H196Z M496 420 H764 V780 H496Z',
        lighten(leather, 0.35),
        2,
        STITCH,
      );
    const cards = [g.a, '#e8e1d1', '#2f5d8a'];
    cards.forEach((c, i) => {
      s += `<rect x="${214 + i * 6}" y="${448 + i * 92}" width="236" height="120" rx="10" fill="${c}"/>`;
      s += g.panel(`M200 ${500 + i * 92} Q330 ${484 + i * 92} 460 ${500 + i * 92} V${780} H200Z`, {
        fill: darken(leather, 0.05 + i * 0.04),
        shadow: false,
      });
    });
    s += `<rect x="520" y="450" width="226" height="150" rx="12" fill="#fff" fill-opacity=".25" stroke="${lighten(leather, 0.3)}" stroke-width="3"/>`;
    s += g.panel('M500 640 H764 V780 H500Z', { fill: darken(leather, 0.08), shadow: false });
    return s;
  }
  let s = `<g transform="rotate(-8 480 600)"><rect x="330" y="360" width="220" height="120" rx="10" fill="${g.a}"/>`;
  s += g.panel('M252 432 Q252 404 280 404 H712 V792 H280 Q252 792 252 764Z', {
    fill: darken(leather, 0.25),
  });
  s += g.panel(
    'M252 420 Q252 392 280 392 H706 Q722 392 722 408 V764 Q722 780 706 780 H280 Q252 780 252 752Z',
    { fill: leather, shadow: false },
  );
  s += g.line('M276 414 H700 V758 H276Z', lighten(leather, 0.4), 2.5, STITCH);
  s += g.line('M262 410 V762', lighten(leather, 0.25), 6, 'stroke-opacity=".4"');
  s += g.text(490, 600, 40, g.label.toUpperCase(), darken(leather, 0.35), 'letter-spacing="4"');
  s += g.text(
    490,
    602,
    40,
    g.label.toUpperCase(),
    lighten(leather, 0.3),
    'letter-spacing="4" fill-opacity=".3" transform="translate(0 2)"',
  );
  return `${s}</g>`;
}

function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): { x: number; y: number; a: number } {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx =
    3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy =
    3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { x, y, a: (Math.atan2(dy, dx) * 180) / Math.PI };
}

function belt(g: Art): string {
  const P: [Pt, Pt, Pt, Pt] = [
    [250, 300],
    [640, 250],
    [800, 460],
    [560, 600],
  ];
  const Q: [Pt, Pt, Pt, Pt] = [
    [560, 600],
    [320, 740],
    [300, 930],
    [720, 970],
  ];
  const d = 'M250 300 C640 250 800 460 560 600 C320 740 300 930 720 970';
  let s = `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".06" stroke-width="120" transform="translate(8 16)"/><path d="${d}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="96" transform="translate(5 10)"/>`;
  s += `<path d="${d}" fill="none" stroke="${darken(g.c, 0.35)}" stroke-width="90"/><path d="${d}" fill="none" stroke="${g.c}" stroke-width="84"/>`;
  s += `<path d="${d}" fill="none" stroke="${lighten(g.c, 0.35)}" stroke-width="68" stroke-dasharray="9 7"/><path d="${d}" fill="none" stroke="${g.c}" stroke-width="64"/>`;
  s += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="30"/>`;
  const end = cubic(...Q, 1);
  s += `<path d="M${f(end.x - 2)} ${f(end.y - 45)} L${f(end.x + 30)} ${f(end.y - 24)} Q${f(end.x + 52)} ${f(end.y)} ${f(end.x + 30)} ${f(end.y + 24)} L${f(end.x - 2)} ${f(end.y + 45)}Z" fill="${g.c}" stroke="${darken(g.c, 0.35)}" stroke-width="3" transform="rotate(${f(end.a)} ${f(end.x)} ${f(end.y)})"/>`;
  s += `<g fill="${darken(g.c, 0.6)}">${[0.62, 0.7, 0.78, 0.86]
    .map((t) => {
      const p = cubic(...Q, t);
      return `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="9" ry="6" transform="rotate(${f(p.a)} ${f(p.x)} ${f(p.y)})"/>`;
    })
    .join('')}</g>`;
  const k = cubic(...P, 0.13);
  s += `<rect x="${f(k.x - 14)}" y="${f(k.y - 50)}" width="28" height="100" rx="6" fill="${darken(g.c, 0.1)}" stroke="${darken(g.c, 0.45)}" stroke-width="3" transform="rotate(${f(k.a)} ${f(k.x)} ${f(k.y)})"/>`;
  const b = cubic(...P, 0);
  s += `<g transform="rotate(${f(b.a)} ${f(b.x)} ${f(b.y)})"><rect x="${b.x - 56}" y="${b.y - 66}" width="72" height="132" rx="16" fill="none" stroke="url(#mt)" stroke-width="18"/><path d="M${b.x - 20} ${b.y} H${b.x + 40}" stroke="url(#mt)" stroke-width="9" stroke-linecap="round"/></g>`;
  return s;
}

function links(g: Art, pts: { x: number; y: number; a: number }[], rx: number, ry: number): string {
  let rings = '';
  let edges = '';
  pts.forEach((p, i) => {
    const el = `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${rx}" ry="${i % 2 ? ry * 0.35 : ry}" transform="rotate(${f(p.a)} ${f(p.x)} ${f(p.y)})"/>`;
    if (i % 2) edges += el;
    else rings += el;
  });
  return `<g fill="none" stroke="url(#mc)" stroke-width="${f(ry * 0.6)}">${rings}</g><g fill="url(#mc)" stroke="${darken(g.c, 0.4)}" stroke-width="1">${edges}</g>`;
}

function jewellery(g: Art): string {
  g.defs.push(g.metal('mc', g.c));
  const L: [Pt, Pt, Pt, Pt] = [
    [480, 250],
    [170, 250],
    [230, 810],
    [480, 850],
  ];
  const pts: { x: number; y: number; a: number }[] = [];
  const N = 22;
  for (let i = 1; i <= N; i++) {
    const p = cubic(...L, i / N);
    pts.push(p, { x: 960 - p.x, y: p.y, a: 180 - p.a });
  }
  let s = '';
  s +=
    '<path d="M480 250C170 250 230 810 480 850C730 810 790 250 480 250" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="20" transform="translate(5 9)"/>';
  s += links(g, pts, 20, 13);
  s += `<ellipse cx="480" cy="250" rx="30" ry="16" fill="url(#mc)" stroke="${darken(g.c, 0.4)}" stroke-width="2"/>`;
  s += `<circle cx="480" cy="872" r="16" fill="none" stroke="url(#mc)" stroke-width="7"/>`;
  s += `<circle cx="486" cy="962" r="76" fill="#000" fill-opacity=".1"/><circle cx="480" cy="954" r="74" fill="url(#mc)" stroke="${darken(g.c, 0.35)}" stroke-width="3"/><circle cx="480" cy="954" r="56" fill="none" stroke="${darken(g.c, 0.3)}" stroke-width="3"/>`;
  g.defs.push(
    `<radialGradient id="gem" cx=".35" cy=".35"><stop offset="0" stop-color="${lighten(g.a, 0.6)}"/><stop offset=".5" stop-color="${g.a}"/><stop offset="1" stop-color="${darken(g.a, 0.5)}"/></radialGradient>`,
  );
  return s + '<circle cx="480" cy="954" r="28" fill="url(#gem)"/>';
}

function bracelet(g: Art): string {
  g.defs.push(g.metal('mc', g.c));
  let s = '<ellipse cx="492" cy="690" rx="320" ry="200" fill="url(#gs)" fill-opacity=".6"/>';
  if (g.p === 'plain') {
    s += `<ellipse cx="480" cy="620" rx="250" ry="160" fill="none" stroke="${darken(g.c, 0.4)}" stroke-width="64"/><ellipse cx="480" cy="612" rx="250" ry="160" fill="none" stroke="url(#mc)" stroke-width="56"/>`;
    s += `<ellipse cx="480" cy="612" rx="250" ry="160" fill="none" stroke="${g.a}" stroke-width="6" stroke-dasharray="4 14"/>`;
    return s;
  }
  const pts: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i < 32; i++) {
    const t = (i / 32) * Math.PI * 2;
    pts.push({
      x: 480 + Math.cos(t) * 250,
      y: 620 + Math.sin(t) * 160,
      a: (Math.atan2(Math.cos(t) * 160, -Math.sin(t) * 250) * 180) / Math.PI,
    });
  }
  s += links(g, pts, 30, 20);
  return (
    s +
    `<rect x="452" y="758" width="56" height="30" rx="8" fill="url(#mc)" stroke="${darken(g.c, 0.4)}" stroke-width="2"/>`
  );
}

function bottleLabel(g: Art, x: number, y: number, w: number, h: number, tag: string): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#f8f5ee" fill-opacity=".94"/><rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="4" fill="none" stroke="${g.a}" stroke-width="2"/>` +
    g.text(
      x + w / 2,
      y + h / 2 + 4,
      Math.min(40, Math.round((w - 36) / (Math.max(4, g.label.length) * 0.78))),
      g.label.toUpperCase(),
      '#2a2a2a',
      'letter-spacing="1"',
    ) +
    g.text(x + w / 2, y + h / 2 + 34, 15, tag, darken(g.a, 0.2), 'letter-spacing="3"')
  );
}

function perfume(g: Art): string {
  g.defs.push(
    g.cylinder('cp', g.a),
    lin(
      'lq',
      [
        [0, lighten(g.c, 0.35), 1],
        [1, darken(g.c, 0.25), 1],
      ],
      0,
      1,
    ),
  );
  let s = '<ellipse cx="480" cy="1004" rx="250" ry="26" fill="url(#gs)"/>';
  s += `<rect x="286" y="462" width="388" height="540" rx="46" fill="${lighten(g.c, 0.7)}" fill-opacity=".7" stroke="${lighten(g.c, 0.5)}" stroke-width="4"/>`;
  s +=
    '<rect x="306" y="520" width="348" height="440" rx="30" fill="url(#lq)" fill-opacity=".92"/>';
  s += `<rect x="306" y="956" width="348" height="36" rx="14" fill="${lighten(g.c, 0.5)}" fill-opacity=".6"/>`;
  s +=
    '<rect x="318" y="500" width="26" height="470" rx="13" fill="#fff" fill-opacity=".45"/><rect x="628" y="520" width="10" height="430" rx="5" fill="#fff" fill-opacity=".25"/>';
  s += bottleLabel(g, 380, 660, 200, 150, 'EAU DE PARFUM');
  s += '<rect x="432" y="416" width="96" height="56" rx="8" fill="url(#mt)"/>';
  s += `<rect x="388" y="240" width="184" height="184" rx="20" fill="url(#cp)"/><rect x="388" y="240" width="184" height="24" rx="12" fill="#fff" fill-opacity=".18"/>`;
  return s;
}

function lotion(g: Art): string {
  g.defs.push(g.cylinder('cb', g.c), g.cylinder('cp', g.a));
  let s = '<ellipse cx="480" cy="1012" rx="210" ry="24" fill="url(#gs)"/>';
  s +=
    '<path d="M350 480 C350 440 380 420 420 420 H540 C580 420 610 440 610 480 L616 990 Q616 1010 596 1010 H364 Q344 1010 344 990Z" fill="url(#cb)"/>';
  s += `<rect x="430" y="366" width="100" height="60" rx="8" fill="url(#cp)"/><rect x="466" y="296" width="28" height="74" fill="${darken(g.a, 0.2)}"/>`;
  s += `<path d="M420 252 H560 Q580 252 580 272 V306 H420Z" fill="url(#cp)"/><path d="M424 264 H340 Q326 264 326 278 V288 H424Z" fill="url(#cp)"/>`;
  s += bottleLabel(g, 362, 600, 236, 250, 'BODY LOTION');
  return s;
}

function cream(g: Art, open: boolean): string {
  g.defs.push(g.cylinder('cb', g.c), g.cylinder('cp', g.a));
  let s = '<ellipse cx="480" cy="944" rx="260" ry="30" fill="url(#gs)"/>';
  s +=
    '<path d="M286 640 H674 L664 900 C664 930 600 946 480 946 C360 946 296 930 296 900Z" fill="url(#cb)"/>';
  s += bottleLabel(g, 352, 720, 256, 150, 'DAY CREAM');
  if (open) {
    s += `<ellipse cx="480" cy="640" rx="194" ry="32" fill="${darken(g.c, 0.2)}"/><ellipse cx="480" cy="644" rx="180" ry="26" fill="#fbf8f2"/>`;
    s +=
      '<path d="M420 644 C430 614 470 612 480 628 C490 604 540 612 530 640" fill="none" stroke="#e8e2d6" stroke-width="8" stroke-linecap="round"/>';
    const lid = `<ellipse cx="480" cy="676" rx="240" ry="30" fill="url(#gs)"/><path d="M270 560 C270 540 320 528 480 528 C640 528 690 540 690 560 V640 C690 660 640 672 480 672 C320 672 270 660 270 640Z" fill="url(#cp)"/><ellipse cx="480" cy="560" rx="210" ry="32" fill="${darken(g.a, 0.35)}"/>`;
    return `<g transform="translate(-100 0)">${s}</g>` + place(lid, 720, 910, 0.6, 480, 640);
  }
  s +=
    '<path d="M270 560 C270 540 320 528 480 528 C640 528 690 540 690 560 V640 C690 660 640 672 480 672 C320 672 270 660 270 640Z" fill="url(#cp)"/>';
  return (
    s +
    `<ellipse cx="480" cy="560" rx="210" ry="32" fill="${lighten(g.a, 0.25)}"/><ellipse cx="480" cy="560" rx="170" ry="20" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="4"/>`
  );
}

function soap(g: Art): string {
  g.defs.push(
    `<radialGradient id="st" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="${lighten(g.c, 0.45)}"/><stop offset="1" stop-color="${darken(g.c, 0.08)}"/></radialGradient>`,
  );
  let s = `<path d="M300 520 H700 Q760 520 760 580 V760 Q760 820 700 820 H260 Q200 820 200 760 V580 Q200 520 260 520Z" fill="${g.a}" transform="rotate(-6 480 670)"/>`;
  s += '<ellipse cx="486" cy="800" rx="290" ry="70" fill="url(#gs)"/>';
  s += `<ellipse cx="480" cy="720" rx="260" ry="128" fill="${darken(g.c, 0.3)}"/><rect x="220" y="626" width="520" height="94" fill="${darken(g.c, 0.18)}"/>`;
  s += `<ellipse cx="480" cy="626" rx="260" ry="128" fill="url(#st)"/><ellipse cx="480" cy="626" rx="224" ry="104" fill="none" stroke="${darken(g.c, 0.12)}" stroke-width="4"/><ellipse cx="480" cy="630" rx="224" ry="104" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="3"/>`;
  s += `<g transform="matrix(1 0 0 .62 0 240)">${g.text(480, 640, 56, g.label.toUpperCase(), darken(g.c, 0.22), 'letter-spacing="3"')}${g.text(480, 643, 56, g.label.toUpperCase(), '#fff', 'letter-spacing="3" fill-opacity=".35"')}</g>`;
  s += [
    [250, 470, 34],
    [210, 420, 18],
    [720, 480, 26],
    [680, 430, 14],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity=".25" stroke="#fff" stroke-opacity=".8" stroke-width="3"/>`,
    )
    .join('');
  return s;
}

// ---------------------------------------------------------------- composition

interface KindInfo {
  draw: (g: Art, view: 0 | 1 | 3) => string;
  /** Point the close-up (view 2) zooms into and its scale. */
  focus: [number, number, number];
  standing?: boolean;
}

const horizontalStripes = new Set<ArtKind>(['tshirt', 'track', 'combo']);

/**
 * Moves a drawing centred on (ox, oy) to about (cx, cy), scaled by k. librsvg renders pattern
 * fills several times slower unless a tile lands exactly on whole device pixels, so fabric tiles
 * are multiples of 8 px, k is a dyadic fraction (0.5, 0.625, 0.75, 0.875, 1.125, 1.25, 1.5,
 * 1.75, 2) and the translation is rounded to 4 px so nested placements stay whole. Patterned
 * drawings are never rotated.
 */
function place(inner: string, cx: number, cy: number, k: number, ox = 480, oy = 620): string {
  const snap = (v: number) => Math.round(v / 4) * 4;
  return `<g transform="matrix(${k} 0 0 ${k} ${snap(cx - k * ox)} ${snap(cy - k * oy)})">${inner}</g>`;
}

function frontBackFold(fn: (g: Art, back: boolean) => string, fold: Fold) {
  return (g: Art, v: 0 | 1 | 3) => (v === 3 ? folded(g, fold, 'url(#fab)') : fn(g, v === 1));
}

function frontBackHang(fn: (g: Art, back: boolean) => string) {
  return (g: Art, v: 0 | 1 | 3) => (v === 3 ? hanger(fn(g, false)) : fn(g, v === 1));
}

/** Alternate angles for things that are not garments. */
function angle(inner: string, v: 0 | 1 | 3): string {
  if (v === 1) return `<g transform="rotate(-10 480 600)">${inner}</g>`;
  if (v === 3)
    return `<g transform="translate(480 620) scale(.9) rotate(8) translate(-480 -600)">${inner}</g>`;
  return inner;
}

/** Footwear is drawn side-on around (495, 580); this centres and enlarges it. */
function footwear(fn: (g: Art) => string, floor: number) {
  return (g: Art, v: 0 | 1 | 3): string => {
    const id = g.uid();
    g.defs.push(`<g id="${id}">${fn(g)}</g>`);
    const base = `<ellipse cx="494" cy="${floor}" rx="350" ry="26" fill="url(#gs)"/>`;
    let s = `${base}<use href="#${id}"/>`;
    if (v === 1)
      s = `${base}<use href="#${id}" transform="matrix(.875 0 0 .875 130 4)"/><use href="#${id}" transform="translate(-40 60)"/>`;
    if (v === 3) s = `${base}<use href="#${id}" transform="matrix(-1 0 0 1 976 0)"/>`;
    return v === 1
      ? `<g transform="translate(-15 50)">${s}</g>`
      : place(s, 480, 620, 1.125, 495, 590);
  };
}

function turned(fn: (g: Art) => string) {
  return (g: Art, v: 0 | 1 | 3) => angle(fn(g), v);
}

const KINDS: Record<ArtKind, KindInfo> = {
  shirt: { draw: frontBackFold(shirt, 'shirt'), focus: [470, 380, 2] },
  tshirt: { draw: frontBackFold(tshirt, 'tee'), focus: [480, 400, 1.75] },
  jeans: { draw: frontBackFold(jeans, 'pants'), focus: [410, 330, 2] },
  trousers: { draw: frontBackFold(trousers, 'pants'), focus: [420, 340, 2] },
  shorts: { draw: frontBackFold(shorts, 'pants'), focus: [420, 440, 1.75] },
  track: { draw: frontBackFold(track, 'pants'), focus: [420, 360, 1.75] },
  jacket: { draw: frontBackFold(jacket, 'shirt'), focus: [480, 360, 1.75] },
  suit: { draw: frontBackHang(lapelSuit), focus: [480, 420, 1.75] },
  sherwani: { draw: frontBackHang(sherwani), focus: [480, 330, 1.75] },
  kurta: { draw: frontBackHang(kurta), focus: [480, 330, 2] },
  jodhpuri: { draw: frontBackHang(jodhpuri), focus: [480, 360, 1.75] },
  coords: {
    draw: (g, v) => {
      if (v === 3)
        return (
          place(folded(g, 'shirt', 'url(#fab)'), 400, 440, 0.75) +
          place(folded(g, 'pants', 'url(#fab)'), 590, 850, 0.625)
        );
      const top = v === 1 ? tshirt(g, true) : campShirt(g);
      return (
        place(top, 430, 400, 0.75, 480, 580) + place(shorts(g, v === 1), 560, 840, 0.75, 480, 560)
      );
    },
    focus: [440, 300, 2],
  },
  combo: {
    draw: (g, v) => {
      g.defs.push(fabric('fb2', g.a, g.c, 'plain', false));
      const second = folded(g, v === 1 ? 'pants' : 'tee', 'url(#fb2)');
      const first = folded(g, 'shirt', 'url(#fab)');
      if (v === 3) return place(second, 510, 540, 0.75) + place(first, 450, 700, 0.75);
      return place(second, 580, 420, 0.625) + place(first, 400, 790, 0.75);
    },
    focus: [430, 660, 1.5],
  },
  shoe: { draw: footwear(shoe, 768), focus: [520, 570, 2], standing: true },
  loafer: { draw: footwear(loafer, 770), focus: [480, 600, 2], standing: true },
  crocs: { draw: footwear(crocs, 776), focus: [420, 600, 2], standing: true },
  watch: { draw: turned(watch), focus: [480, 600, 1.75] },
  cap: {
    draw: (g, v) =>
      v === 1
        ? `<g transform="matrix(-1 0 0 1 960 0)">${cap(g)}</g>${capLabel(g, 512)}`
        : v === 3
          ? place(cap(g) + capLabel(g, 448), 480, 640, 0.875, 480, 600)
          : cap(g) + capLabel(g, 448),
    focus: [480, 520, 1.75],
    standing: true,
  },
  sunglasses: { draw: turned(sunglasses), focus: [330, 580, 1.75] },
  wallet: {
    draw: (g, v) => (v === 1 ? wallet(g, true) : angle(wallet(g, false), v)),
    focus: [480, 560, 1.75],
  },
  belt: { draw: turned(belt), focus: [300, 320, 1.75] },
  jewellery: { draw: turned(jewellery), focus: [480, 900, 1.75] },
  bracelet: { draw: turned(bracelet), focus: [480, 700, 1.5] },
  perfume: { draw: turned(perfume), focus: [480, 620, 1.5], standing: true },
  lotion: { draw: turned(lotion), focus: [480, 560, 1.5], standing: true },
  cream: {
    draw: (g, v) => (v === 1 ? cream(g, true) : angle(cream(g, false), v)),
    focus: [480, 760, 1.5],
    standing: true,
  },
  soap: { draw: turned(soap), focus: [480, 640, 1.5], standing: true },
};

const BACKDROPS = ['#f1ede7', '#e8ecef', '#efe8e4', '#ebe6dc'] as const;

function backdrop(g: Art, view: ArtView, standing: boolean): string {
  let base: string = BACKDROPS[view];
  base = mix(base, g.c, 0.06);
  if (lum(g.c) > 0.78) base = darken(base, 0.1);
  // Linear gradients only: a full-canvas radial gradient costs librsvg ~40 ms per image.
  const wall: [number, string, number][] = standing
    ? [
        [0, darken(base, 0.03), 1],
        [0.4, lighten(base, 0.45), 1],
        [0.6, base, 1],
        [0.66, darken(base, 0.06), 1],
        [1, darken(base, 0.16), 1],
      ]
    : [
        [0, darken(base, 0.04), 1],
        [0.42, lighten(base, 0.42), 1],
        [1, darken(base, 0.12), 1],
      ];
  g.defs.push(
    lin('bg', wall, 0, 1),
    lin('vg', [
      [0, '#000', 0.08],
      [0.3, '#000', 0],
      [0.7, '#000', 0],
      [1, '#000', 0.08],
    ]),
    '<radialGradient id="gs"><stop offset="0" stop-opacity=".35"/><stop offset="1" stop-opacity="0"/></radialGradient>',
  );
  const s =
    '<rect width="960" height="1200" fill="url(#bg)"/><rect width="960" height="1200" fill="url(#vg)"/>';
  return s;
}

/** A complete 960x1200 SVG document illustrating one product image. */
export function garmentSvg(spec: ArtSpec): string {
  const info = KINDS[spec.kind] ?? KINDS.tshirt;
  const g = new Art(spec);
  g.defs.push(
    fabric('fab', g.c, g.a, spec.pattern, horizontalStripes.has(spec.kind)),
    lin('sh', [
      [0, '#fff', 0.16],
      [0.3, '#fff', 0],
      [0.7, '#000', 0],
      [1, '#000', 0.22],
    ]),
    lin(
      'sv',
      [
        [0, '#fff', 0.1],
        [0.45, '#fff', 0],
        [1, '#000', 0.16],
      ],
      0,
      1,
    ),
    g.metal('mt', g.a),
  );
  const bg = backdrop(g, spec.view, Boolean(info.standing));
  let body = info.draw(g, spec.view === 2 ? 0 : spec.view);
  if (spec.view === 2) {
    const [x, y, k] = info.focus;
    body = place(body, 480, 600, k, x, y);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1200" viewBox="0 0 960 1200"><defs>${g.defs.join('')}</defs>${bg}${body}</svg>`;
}

// ---------------------------------------------------------------- taxonomy mapping

const SUB_KIND: Record<string, ArtKind> = {
  Shirt: 'shirt',
  'T-Shirt': 'tshirt',
  Jeans: 'jeans',
  'Cotton Pant': 'trousers',
  Pants: 'trousers',
  Shorts: 'shorts',
  Track: 'track',
  'Co-ords': 'coords',
  'Combo set': 'combo',
  Jacket: 'jacket',
  Suit: 'suit',
  Sherwani: 'sherwani',
  Jodhpuri: 'jodhpuri',
  Kurthas: 'kurta',
  'Dress code': 'kurta',
  Footwear: 'shoe',
  Crocs: 'crocs',
  Watches: 'watch',
  Watch: 'watch',
  Caps: 'cap',
  Sunglasses: 'sunglasses',
  Wallets: 'wallet',
  Belt: 'belt',
  Jewellery: 'jewellery',
  Perfume: 'perfume',
  Lotion: 'lotion',
  'Whitening cream': 'cream',
  'Whitening soap': 'soap',
};

/** The illustration kind for a taxonomy pair; unknown pairs fall back to something sensible. */
export function artKindFor(mainCategory: string, subCategory: string): ArtKind {
  const sub = canonicalSubCategory(mainCategory, subCategory) ?? subCategory.trim();
  const kind = SUB_KIND[sub];
  if (kind) return kind;
  return mainCategory.trim().toLowerCase() === 'cosmetics' ? 'cream' : 'tshirt';
}
