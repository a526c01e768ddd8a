// Bottles, jars and bars: perfume, lotion, cream and soap.

import { type Art } from './canvas';
import { darken, lighten } from './colour';
import { place } from './geometry';
import { lin } from './paint';

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

export function perfume(g: Art): string {
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

export function lotion(g: Art): string {
  g.defs.push(g.cylinder('cb', g.c), g.cylinder('cp', g.a));
  let s = '<ellipse cx="480" cy="1012" rx="210" ry="24" fill="url(#gs)"/>';
  s +=
    '<path d="M350 480 C350 440 380 420 420 420 H540 C580 420 610 440 610 480 L616 990 Q616 1010 596 1010 H364 Q344 1010 344 990Z" fill="url(#cb)"/>';
  s += `<rect x="430" y="366" width="100" height="60" rx="8" fill="url(#cp)"/><rect x="466" y="296" width="28" height="74" fill="${darken(g.a, 0.2)}"/>`;
  s += `<path d="M420 252 H560 Q580 252 580 272 V306 H420Z" fill="url(#cp)"/><path d="M424 264 H340 Q326 264 326 278 V288 H424Z" fill="url(#cp)"/>`;
  s += bottleLabel(g, 362, 600, 236, 250, 'BODY LOTION');
  return s;
}

export function cream(g: Art, open: boolean): string {
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

export function soap(g: Art): string {
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
