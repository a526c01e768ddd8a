// Text cut for people (docs/architecture.md "Where each rule lives"): the card's description
// preview and the tag page's echo of what the admin typed never split a letter.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TagProblems } from '@/components/admin/tags/tag-problems';
import { previewText } from '@/lib/shared/product-preview';

describe('text cut for people', () => {
  it('previews at most the limit in UTF-16 units, ending between graphemes', () => {
    expect(previewText('Soft cotton kurta, breathable and light.', 20)).toBe(
      'Soft cotton kurta, b…',
    );
    // "कि" is two code units: a cut after the consonant would drop its vowel sign.
    const hindi = 'सूती कुर्ता किनारी वाला';
    const cut = previewText(hindi, 13);
    expect(cut.endsWith('…')).toBe(true);
    expect(hindi.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.length - 1).toBeLessThanOrEqual(13);
    expect(cut).toBe('सूती कुर्ता…');
    // An emoji at the edge stays whole or goes.
    expect(previewText('Party wear 🎉🎉🎉', 12)).toBe('Party wear…');
  });

  it('echoes long typed values cut by grapheme', () => {
    const html = renderToStaticMarkup(
      createElement(TagProblems, { invalid: ['🎉'.repeat(25)], unknownIds: [4] }),
    );
    expect(html).toContain(`“${'🎉'.repeat(19)}…”`);
    expect(html).toContain('No tag for product #4');
  });
});
