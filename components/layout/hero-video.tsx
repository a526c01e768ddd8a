'use client';

import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';

/**
 * The banner's looping, muted background video with a pause control (WCAG 2.2.2). With
 * prefers-reduced-motion it stays on its poster until the shopper presses play.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    video.play().catch(() => {
      // Autoplay refused (data saver, low power): the poster stays, the button offers play.
    });
  }, []);

  function toggle() {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  }

  return (
    <>
      <video
        ref={ref}
        className="absolute inset-0 size-full object-cover"
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="hero-video"
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? 'Pause background video' : 'Play background video'}
        className="absolute right-3 bottom-3 z-10 grid size-10 place-items-center rounded-full bg-black/40 text-white backdrop-blur hover:bg-black/60"
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
      </button>
    </>
  );
}
