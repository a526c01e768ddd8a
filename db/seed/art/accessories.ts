// Leather goods and headwear: caps, sunglasses, wallets and belts.

import { type Art } from './canvas';
import { darken, f, lighten } from './colour';
import { cubic, type Pt } from './geometry';
import { lin, STITCH } from './paint';

/** A baseball cap seen from the side, peak to the left. */
export function cap(g: Art): string {
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
export function capLabel(g: Art, x: number): string {
  const size = Math.min(50, Math.round(330 / Math.max(3, g.label.length)));
  return g.text(x, 590, size, g.label.toUpperCase(), g.a, 'letter-spacing="2"');
}

export function sunglasses(g: Art): string {
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

export function wallet(g: Art, open: boolean): string {
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

export function belt(g: Art): string {
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
