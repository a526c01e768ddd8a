// SVG paint servers: gradients and the fabric pattern tiles.

import { darken } from './colour';
import { type ArtPattern } from './spec';

export const STITCH = 'stroke-dasharray="7 6"';

export function lin(id: string, stops: [number, string, number][], x2 = 1, y2 = 0): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a < 1 ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function fabric(
  id: string,
  base: string,
  acc: string,
  p: ArtPattern,
  horizontal: boolean,
): string {
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
