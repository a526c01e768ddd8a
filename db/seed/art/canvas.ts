// The drawing context one illustration is built on: its colours, <defs> and shape helpers.

import { darken, esc, f, lighten, rgb, toHex } from './colour';
import { lin } from './paint';
import { type ArtPattern, type ArtSpec } from './spec';

export class Art {
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
