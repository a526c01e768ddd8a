// How each kind is drawn in each view, and where its close-up looks.

import { belt, cap, capLabel, sunglasses, wallet } from './accessories';
import { type Art } from './canvas';
import { cream, lotion, perfume, soap } from './cosmetics';
import { jodhpuri, kurta, lapelSuit, sherwani } from './ethnic-wedding';
import { folded, hanger, type Fold } from './folded';
import { crocs, loafer, shoe } from './footwear';
import { place } from './geometry';
import { bracelet, jewellery, watch } from './jewellery';
import { fabric } from './paint';
import { campShirt, jacket, shirt, tshirt } from './shirts';
import { type ArtKind } from './spec';
import { jeans, shorts, track, trousers } from './trousers';

interface KindInfo {
  draw: (g: Art, view: 0 | 1 | 3) => string;
  /** Point the close-up (view 2) zooms into and its scale. */
  focus: [number, number, number];
  standing?: boolean;
}

export const horizontalStripes = new Set<ArtKind>(['tshirt', 'track', 'combo']);

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

export const KINDS: Record<ArtKind, KindInfo> = {
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
