// Tops laid flat: shirts, camp-collar shirts, tees and jackets.

import { type Art } from './canvas';
import { darken } from './colour';
import { sym } from './geometry';
import { STITCH } from './paint';

// Flat-lay proportions: a shirt is about 1.5 times as long as it is wide.
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

export function shirt(g: Art, back: boolean): string {
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
export function campShirt(g: Art): string {
  let s = g.panel(TEE);
  s += `<path d="M410 250 Q480 232 550 250 Q480 270 410 250Z" fill="${darken(g.c, 0.45)}"/>`;
  s += g.line('M464 310 V910 M496 310 V910', g.dk, 2.5, 'stroke-opacity=".4"');
  for (let y = 350; y < 900; y += 90) s += g.button(480, y, 10);
  s += g.crease('M302 470 C334 550 338 630 322 710 M660 510 C640 610 646 710 662 790');
  s += g.both(g.panel('M404 246 C438 272 462 294 481 312 L424 364 C414 330 398 288 390 256Z'));
  return s;
}

export function tshirt(g: Art, back: boolean): string {
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

export function jacket(g: Art, back: boolean): string {
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
