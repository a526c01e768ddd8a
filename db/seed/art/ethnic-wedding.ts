// Tailoring and wedding wear, shown on a hanger: suits, jodhpuris, sherwanis and kurtas.

import { type Art } from './canvas';
import { darken, f, lighten } from './colour';
import { sym } from './geometry';
import { STITCH } from './paint';

// Flat-lay proportions: a kurta is about 2.4 times as long as it is wide.
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

function sleeveButtons(g: Art, fill: string): string {
  return g.both(
    `<g fill="${fill}">${[0, 1, 2].map((i) => `<circle cx="${f(206 + i * 5)}" cy="${f(806 - i * 24)}" r="6"/>`).join('')}</g>`,
  );
}

export function lapelSuit(g: Art, back: boolean): string {
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

export function jodhpuri(g: Art, back: boolean): string {
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

export function sherwani(g: Art, back: boolean): string {
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

export function kurta(g: Art, back: boolean): string {
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
