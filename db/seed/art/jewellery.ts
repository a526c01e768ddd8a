// Metal pieces: watches, neck chains and bracelets.

import { type Art } from './canvas';
import { darken, f, lighten, lum } from './colour';
import { cubic, type Pt } from './geometry';
import { STITCH } from './paint';

export function watch(g: Art): string {
  const strap = g.c;
  const dial = lum(g.c) < 0.3 ? '#1d2230' : '#f4efe4';
  const ink = dial === '#1d2230' ? '#e9e4d6' : '#2a2a2a';
  g.defs.push(
    `<radialGradient id="dl" cx=".4" cy=".35" r=".75"><stop offset="0" stop-color="${lighten(dial, 0.15)}"/><stop offset="1" stop-color="${darken(dial, 0.2)}"/></radialGradient>`,
  );
  let straps = '';
  const top = 'M412 172 Q412 150 434 150 H526 Q548 150 548 172 L544 430 H416Z';
  const bottom = 'M416 770 H544 L548 1028 Q548 1050 526 1050 H434 Q412 1050 412 1028Z';
  if (g.p === 'checks') {
    // Three-piece links: brushed outer links and a polished centre link, rows staggered.
    const edge = darken(g.a, 0.4);
    g.defs.push(
      `<g id="lk"><rect x="414" width="40" height="36" rx="5" fill="url(#mt)" stroke="${edge}" stroke-width="1.5"/><rect x="506" width="40" height="36" rx="5" fill="url(#mt)" stroke="${edge}" stroke-width="1.5"/><rect x="456" y="18" width="48" height="36" rx="6" fill="${lighten(g.a, 0.35)}" stroke="${edge}" stroke-width="1.5"/></g>`,
    );
    for (let y = 150; y < 1040; y += 38) {
      if (y > 400 && y < 770) continue;
      straps += `<use href="#lk" y="${y}"/>`;
    }
  } else {
    straps +=
      g.panel(top, { fill: strap, shadow: false }) +
      g.panel(bottom, { fill: strap, shadow: false });
    if (g.p === 'stripes')
      straps += `<path d="M480 160 V430 M480 770 V1040" stroke="${g.a}" stroke-width="26"/>`;
    else if (g.p !== 'dots')
      straps += g.line(
        'M428 170 V430 M532 170 V430 M428 770 V1030 M532 770 V1030',
        lighten(strap, 0.4),
        2,
        `stroke-opacity=".7" ${STITCH}`,
      );
    straps += `<g fill="${darken(strap, 0.6)}">${[880, 920, 960, 1000].map((y) => `<circle cx="480" cy="${y}" r="7"/>`).join('')}</g>`;
    straps += `<rect x="404" y="830" width="152" height="22" rx="6" fill="${darken(strap, 0.2)}"/>`;
  }
  let s = `<ellipse cx="500" cy="640" rx="230" ry="240" fill="url(#gs)" fill-opacity=".5"/>${straps}`;
  s += `<path d="M404 440 L430 410 H530 L556 440Z M404 760 L430 790 H530 L556 760Z" fill="url(#mt)"/>`;
  s += `<rect x="656" y="578" width="34" height="44" rx="8" fill="url(#mt)"/><path d="M664 580V620M672 580V620M680 580V620" stroke="${darken(g.a, 0.4)}" stroke-width="2"/>`;
  s += `<circle cx="480" cy="600" r="190" fill="url(#mt)"/><circle cx="480" cy="600" r="172" fill="${darken(g.a, 0.3)}"/><circle cx="480" cy="600" r="160" fill="url(#dl)"/>`;
  let ticks = '';
  for (let i = 0; i < 60; i++) {
    const t = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r0 = major ? 122 : 142;
    ticks += `M${f(480 + Math.sin(t) * r0)} ${f(600 - Math.cos(t) * r0)}L${f(480 + Math.sin(t) * 150)} ${f(600 - Math.cos(t) * 150)}`;
  }
  s += `<path d="${ticks}" stroke="${ink}" stroke-width="3"/>`;
  s += `<path d="${[0, 15, 30, 45]
    .map((i) => {
      const t = (i / 60) * Math.PI * 2;
      return `M${f(480 + Math.sin(t) * 112)} ${f(600 - Math.cos(t) * 112)}L${f(480 + Math.sin(t) * 150)} ${f(600 - Math.cos(t) * 150)}`;
    })
    .join('')}" stroke="url(#mt)" stroke-width="10"/>`;
  s +=
    `<rect x="566" y="586" width="36" height="28" rx="3" fill="#fff" stroke="${darken(g.a, 0.3)}" stroke-width="2"/>` +
    g.text(584, 608, 20, '24', '#222');
  s += g.text(480, 540, 22, g.label.toUpperCase(), ink, 'letter-spacing="3"');
  s += `<path d="M472 612 L480 494 L488 612Z" fill="url(#mt)" transform="rotate(-58 480 600)"/><path d="M474 614 L480 462 L486 614Z" fill="url(#mt)" transform="rotate(62 480 600)"/>`;
  s += `<path d="M480 640 V470" stroke="#c8362e" stroke-width="3" transform="rotate(160 480 600)"/><circle cx="480" cy="600" r="11" fill="url(#mt)"/>`;
  s += '<path d="M346 560 Q420 440 574 448 Q436 476 346 560Z" fill="#fff" fill-opacity=".18"/>';
  return s;
}

function links(g: Art, pts: { x: number; y: number; a: number }[], rx: number, ry: number): string {
  let rings = '';
  let edges = '';
  pts.forEach((p, i) => {
    const el = `<ellipse cx="${f(p.x)}" cy="${f(p.y)}" rx="${rx}" ry="${i % 2 ? ry * 0.35 : ry}" transform="rotate(${f(p.a)} ${f(p.x)} ${f(p.y)})"/>`;
    if (i % 2) edges += el;
    else rings += el;
  });
  return `<g fill="none" stroke="url(#mc)" stroke-width="${f(ry * 0.6)}">${rings}</g><g fill="url(#mc)" stroke="${darken(g.c, 0.4)}" stroke-width="1">${edges}</g>`;
}

export function jewellery(g: Art): string {
  g.defs.push(g.metal('mc', g.c));
  const L: [Pt, Pt, Pt, Pt] = [
    [480, 250],
    [170, 250],
    [230, 810],
    [480, 850],
  ];
  const pts: { x: number; y: number; a: number }[] = [];
  const N = 22;
  for (let i = 1; i <= N; i++) {
    const p = cubic(...L, i / N);
    pts.push(p, { x: 960 - p.x, y: p.y, a: 180 - p.a });
  }
  let s = '';
  s +=
    '<path d="M480 250C170 250 230 810 480 850C730 810 790 250 480 250" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="20" transform="translate(5 9)"/>';
  s += links(g, pts, 20, 13);
  s += `<ellipse cx="480" cy="250" rx="30" ry="16" fill="url(#mc)" stroke="${darken(g.c, 0.4)}" stroke-width="2"/>`;
  s += `<circle cx="480" cy="872" r="16" fill="none" stroke="url(#mc)" stroke-width="7"/>`;
  s += `<circle cx="486" cy="962" r="76" fill="#000" fill-opacity=".1"/><circle cx="480" cy="954" r="74" fill="url(#mc)" stroke="${darken(g.c, 0.35)}" stroke-width="3"/><circle cx="480" cy="954" r="56" fill="none" stroke="${darken(g.c, 0.3)}" stroke-width="3"/>`;
  g.defs.push(
    `<radialGradient id="gem" cx=".35" cy=".35"><stop offset="0" stop-color="${lighten(g.a, 0.6)}"/><stop offset=".5" stop-color="${g.a}"/><stop offset="1" stop-color="${darken(g.a, 0.5)}"/></radialGradient>`,
  );
  return s + '<circle cx="480" cy="954" r="28" fill="url(#gem)"/>';
}

export function bracelet(g: Art): string {
  g.defs.push(g.metal('mc', g.c));
  let s = '<ellipse cx="492" cy="690" rx="320" ry="200" fill="url(#gs)" fill-opacity=".6"/>';
  if (g.p === 'plain') {
    s += `<ellipse cx="480" cy="620" rx="250" ry="160" fill="none" stroke="${darken(g.c, 0.4)}" stroke-width="64"/><ellipse cx="480" cy="612" rx="250" ry="160" fill="none" stroke="url(#mc)" stroke-width="56"/>`;
    s += `<ellipse cx="480" cy="612" rx="250" ry="160" fill="none" stroke="${g.a}" stroke-width="6" stroke-dasharray="4 14"/>`;
    return s;
  }
  const pts: { x: number; y: number; a: number }[] = [];
  for (let i = 0; i < 32; i++) {
    const t = (i / 32) * Math.PI * 2;
    pts.push({
      x: 480 + Math.cos(t) * 250,
      y: 620 + Math.sin(t) * 160,
      a: (Math.atan2(Math.cos(t) * 160, -Math.sin(t) * 250) * 180) / Math.PI,
    });
  }
  s += links(g, pts, 30, 20);
  return (
    s +
    `<rect x="452" y="758" width="56" height="30" rx="8" fill="url(#mc)" stroke="${darken(g.c, 0.4)}" stroke-width="2"/>`
  );
}
