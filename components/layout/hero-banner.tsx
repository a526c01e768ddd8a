import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { buttonStyles } from '@/components/ui/button-styles';
import { HeroVideo } from './hero-video';

/**
 * The home page's opening banner: looping muted video over its poster, headline, Shop Now. The
 * poster is the first paint's largest element (LCP): a priority responsive image (AVIF/WebP, a
 * width for the phone's screen) fetched with the document; the video comes later, if at all
 * (components/layout/hero-video.tsx). An empty `video` (HERO_VIDEO='') leaves the poster alone,
 * with no player and no play button.
 */
export function HeroBanner({
  video,
  poster,
  shopName,
}: {
  video: string;
  poster: string;
  shopName: string;
}) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-brand-strong text-white"
    >
      <Image
        src={poster}
        alt=""
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className="-z-10 object-cover"
        data-testid="hero-poster"
      />
      {video ? <HeroVideo src={video} /> : null}
      <div
        className="absolute inset-0 -z-0 bg-[linear-gradient(90deg,rgba(20,28,48,0.88)_0%,rgba(20,28,48,0.55)_55%,rgba(20,28,48,0.2)_100%)]"
        aria-hidden="true"
      />
      <div className="relative mx-auto flex min-h-[26rem] max-w-7xl flex-col justify-center px-4 py-16 min-[769px]:min-h-[30rem] min-[769px]:px-6">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase">{shopName}</p>
        <h1
          id="hero-title"
          className="mt-3 max-w-2xl font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl"
        >
          Dress sharp for every day and every celebration
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/85 sm:text-lg">
          Shirts, denim, ethnic and wedding wear for men and boys, plus imported picks. Add what you
          like to your cart and order on WhatsApp.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <IntentLink href="/all-products" className={`${buttonStyles.accent} px-7`}>
            Shop Now
          </IntentLink>
          <IntentLink href="/new-arrivals" className={buttonStyles.outlineLight}>
            New arrivals
          </IntentLink>
        </div>
      </div>
    </section>
  );
}
