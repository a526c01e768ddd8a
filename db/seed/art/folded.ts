// Garments folded in a stack or hung on a hanger, for the alternate views.

import { type Art } from './canvas';
import { darken } from './colour';
import { STITCH } from './paint';

// Folded garments, drawn around (480, 610).
export type Fold = 'shirt' | 'tee' | 'pants';

export function folded(g: Art, type: Fold, fill: string): string {
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

export function hanger(inner: string): string {
  return `<path d="M480 214 V176 C480 160 504 160 506 140 C508 118 490 104 474 108 C462 112 456 120 456 130" fill="none" stroke="#9a9aa0" stroke-width="9" stroke-linecap="round"/><path d="M300 268 Q300 248 330 238 L480 206 L630 238 Q660 248 660 268" fill="none" stroke="#8a5b36" stroke-width="22" stroke-linecap="round"/><g transform="matrix(.875 0 0 .875 60 68)">${inner}</g>`;
}
