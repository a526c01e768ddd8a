import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HeroBanner } from '@/components/layout/hero-banner';

// The banner's links need a mounted App Router; what is under test is the banner's own markup.
vi.mock('@/components/ui/intent-link', () => ({
  IntentLink: ({ href, children }: { href: string; children: ReactNode }) =>
    createElement('a', { href }, children),
}));

const banner = (video: string) =>
  renderToStaticMarkup(
    createElement(HeroBanner, { video, poster: '/demo/hero-poster.jpg', shopName: 'Shop' }),
  );

describe('home page banner', () => {
  it('puts the configured video over the poster, with its play/pause control', () => {
    const html = banner('/demo/hero.mp4');
    expect(html.match(/<video[^>]*>/g)).toEqual([expect.stringContaining('src="/demo/hero.mp4"')]);
    expect(html).toContain('aria-label="Play background video"');
    expect(html).toContain('data-testid="hero-poster"');
  });

  it('shows the poster alone when HERO_VIDEO is empty: no empty player, no play button', () => {
    const html = banner('');
    expect(html).not.toContain('<video');
    expect(html).not.toContain('background video');
    expect(html).toContain('data-testid="hero-poster"');
    expect(html).toContain('Shop Now');
  });
});
