// What the screen sweep (screens.spec.ts) looks for, run inside the page with page.evaluate:
// each function stands alone (no imports, no outer variables), as evaluate sends its source.

/**
 * What sticks out sideways: the page scrolling sideways, and any visible element reaching past
 * the left or right edge of the screen. What an `overflow: hidden` ancestor crops is not visible
 * and does not count; what a sideways-scrolling ancestor holds out of view does (an item hidden
 * behind a scroll nobody sees), unless that ancestor is marked `data-scroll-strip` (a strip of
 * thumbnails meant to be scrolled, with the cut-off item showing it).
 */
export function findSweepProblems(): string[] {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width + 1)
    problems.push(`the page scrolls sideways (${scrollWidth} > ${width})`);
  const name = (el: Element) => {
    const id = el.getAttribute('data-testid') ?? el.id;
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = (el.getAttribute('class') ?? '').slice(0, 50);
    return `<${el.tagName.toLowerCase()}${id ? ` #${id}` : ''} class="${cls}"> "${text}"`;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(el);
    if (style.display === 'contents' || style.visibility !== 'visible') continue;
    const box = el.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    let left = box.left;
    let right = box.right;
    let hiddenByScroll = false;
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX;
      if (overflow === 'visible') continue;
      const edge = up.getBoundingClientRect();
      const scrolls = overflow === 'auto' || overflow === 'scroll';
      if (scrolls && !up.hasAttribute('data-scroll-strip')) {
        if (box.left < edge.left - 1 || box.right > edge.right + 1) hiddenByScroll = true;
        continue;
      }
      left = Math.max(left, edge.left);
      right = Math.min(right, edge.right);
    }
    if (right - left < 1 && !hiddenByScroll) continue;
    if (hiddenByScroll) problems.push(`hidden behind a sideways scroll: ${name(el)}`);
    else if (left < -1 || right > width + 1)
      problems.push(`${Math.round(left)}–${Math.round(right)} px of ${width}: ${name(el)}`);
  }
  // One line per element; a wide parent and its children say the same thing.
  return problems.slice(0, 12);
}

/**
 * Photos shown for a product (inside an element marked `data-product-id`) whose file is not one
 * of that product's photos. `photos`: each product's photo paths (/media/…).
 */
export function productImageProblems(photos: Record<number, string[]>): string[] {
  const problems: string[] = [];
  for (const img of document.querySelectorAll('[data-product-id] img')) {
    const owner = img.closest('[data-product-id]')!;
    const id = Number(owner.getAttribute('data-product-id'));
    const src = new URL(img.getAttribute('src') ?? '', location.href);
    // next/image serves /_next/image?url=/media/…&w=…: the photo is the `url` parameter.
    const file =
      src.pathname === '/_next/image' ? (src.searchParams.get('url') ?? '') : src.pathname;
    const path = new URL(file, location.href).pathname;
    if (!(photos[id] ?? []).includes(path)) problems.push(`product ${id} shows ${path}`);
  }
  return problems;
}
