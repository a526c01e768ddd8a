// Assembles one illustration: shared paint servers, the studio backdrop and the drawing.

import { Art } from './canvas';
import { darken, lighten, lum, mix } from './colour';
import { place } from './geometry';
import { horizontalStripes, KINDS } from './kinds';
import { fabric, lin } from './paint';
import { type ArtSpec, type ArtView } from './spec';

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
