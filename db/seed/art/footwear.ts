// Footwear drawn side-on around (495, 580): sneakers, loafers and clogs.

import { type Art } from './canvas';
import { darken, lighten, lum } from './colour';
import { type Pt } from './geometry';
import { STITCH } from './paint';

export function shoe(g: Art): string {
  const sole = lum(g.c) > 0.8 ? '#e4dfd5' : '#f4f1ea';
  const upper =
    'M174 692 C164 640 200 606 258 596 C326 584 386 558 436 522 C478 492 516 466 556 448 C572 442 590 444 602 452 C640 472 690 472 730 446 C752 432 772 426 786 430 C814 452 830 560 832 690Z';
  let s = `<path d="M160 716 C160 698 172 690 200 690 L812 684 C830 684 838 698 836 716 L834 736 C832 752 818 760 800 760 L220 766 C186 766 162 748 160 716Z" fill="${sole}" stroke="#c4beb2" stroke-width="2"/>`;
  s += `<path d="M168 728 C300 726 600 722 834 716" fill="none" stroke="${g.a}" stroke-width="7"/><path d="M210 764 L800 758" stroke="#8d877c" stroke-width="8" stroke-linecap="round"/>`;
  s += g.panel('M540 470 C536 420 560 394 600 390 C626 392 634 410 628 436 L604 456Z', {
    shadow: false,
  });
  s += g.panel(upper, { shadow: false });
  s += g.panel('M830 560 C790 566 752 600 740 688 L832 686Z', { fill: g.a, shadow: false });
  s += g.panel('M174 692 C164 640 200 606 258 596 C280 634 286 670 282 690Z', {
    fill: lighten(g.c, 0.16),
    shadow: false,
  });
  s += g.line('M352 664 C450 606 560 576 690 560', g.a, 20);
  s += g.line('M604 456 C642 478 692 478 732 452 C754 438 772 432 786 434', darken(g.c, 0.35), 10);
  s += `<rect x="772" y="418" width="30" height="50" rx="8" fill="${g.a}" transform="rotate(14 786 440)"/>`;
  s += g.line('M186 682 L818 676', g.dk, 2, `stroke-opacity=".5" ${STITCH}`);
  for (let i = 0; i < 6; i++) {
    const x = 428 + i * 26;
    const y = 530 - i * 16;
    s +=
      `<circle cx="${x + 16}" cy="${y + 26}" r="6" fill="${g.dk}"/>` +
      g.line(`M${x - 10} ${y - 6} l30 30`, '#f7f5f0', 10) +
      g.line(`M${x - 10} ${y - 6} l30 30`, '#000', 2, 'stroke-opacity=".15"');
  }
  return s;
}

export function loafer(g: Art): string {
  let s = `<path d="M168 714 L820 706 L822 730 Q822 742 808 742 L200 748 Q170 746 168 714Z" fill="${darken(g.c, 0.55)}"/><path d="M680 736 H818 V764 Q818 772 808 772 H690 Q680 772 680 764Z" fill="${darken(g.c, 0.6)}"/>`;
  s += g.panel(
    'M176 714 C160 676 180 640 232 626 C320 604 400 578 470 562 C520 552 560 548 600 550 C670 556 740 552 796 534 C816 560 822 640 818 710Z',
    { shadow: false },
  );
  s += `<path d="M600 550 C660 530 740 522 796 534 C744 548 680 558 600 550Z" fill="${darken(g.c, 0.65)}"/>`;
  s += g.line('M236 640 C300 600 400 578 470 572', g.dk, 2.5, `stroke-opacity=".6" ${STITCH}`);
  s +=
    g.line('M448 570 C490 610 560 612 612 576', darken(g.c, 0.22), 26) +
    g.line('M498 596 H560', darken(g.c, 0.65), 7);
  s +=
    '<ellipse cx="300" cy="642" rx="80" ry="16" fill="#fff" fill-opacity=".25" transform="rotate(-14 300 642)"/>';
  s += g.line('M188 706 L808 700', g.a, 3, STITCH);
  return s;
}

export function crocs(g: Art): string {
  const d = darken(g.c, 0.45);
  let s = `<path d="M170 730 C166 700 180 690 200 690 L800 680 C820 682 826 700 824 730 C820 760 800 770 780 770 L210 776 C186 776 172 756 170 730Z" fill="${darken(g.c, 0.12)}"/>`;
  s += `<path d="M200 770 L790 762" stroke="${darken(g.c, 0.4)}" stroke-width="8" stroke-dasharray="22 10"/>`;
  s += g.panel(
    'M176 704 C156 630 200 560 290 540 C380 520 460 510 520 486 C544 476 566 478 578 492 C606 526 644 552 700 566 C746 578 790 600 806 640 L814 694Z',
    { shadow: false },
  );
  s += `<path d="M540 484 C600 486 660 530 720 566 C760 588 790 606 804 636 C760 612 700 596 640 572 C590 548 560 516 540 484Z" fill="${darken(g.c, 0.55)}"/>`;
  const holes: Pt[] = [
    [282, 584],
    [340, 566],
    [398, 552],
    [456, 536],
    [300, 630],
    [358, 614],
    [416, 600],
    [474, 586],
    [262, 672],
    [320, 660],
    [378, 648],
  ];
  s += `<g fill="${d}">${holes.map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="13" ry="9"/>`).join('')}</g>`;
  s += g.line('M676 622 C740 650 800 664 842 656', g.a, 32);
  s += g.line('M676 612 C740 638 800 652 842 644', lighten(g.a, 0.35), 5, 'stroke-opacity=".6"');
  s += `<circle cx="676" cy="622" r="22" fill="${darken(g.a, 0.2)}"/><circle cx="676" cy="622" r="10" fill="${lighten(g.a, 0.3)}"/>`;
  return s;
}
