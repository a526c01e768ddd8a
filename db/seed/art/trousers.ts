// Bottoms laid flat: jeans, trousers, shorts and track pants.

import { type Art } from './canvas';
import { darken, lighten } from './colour';
import { sym } from './geometry';
import { STITCH } from './paint';

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

export function jeans(g: Art, back: boolean): string {
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

export function trousers(g: Art, back: boolean): string {
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

export function shorts(g: Art, back: boolean): string {
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

export function track(g: Art, back: boolean): string {
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
