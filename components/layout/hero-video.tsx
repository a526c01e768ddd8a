'use client';

import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import { afterLoad } from '@/lib/browser/scheduling';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Save-Data or a 2G/3G connection: the video would cost the shopper data and speed. */
function videoUnwelcome(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return false;
  return Boolean(connection.saveData) || /(^|-)(2g|3g)$/.test(connection.effectiveType ?? '');
}

/**
 * The banner's looping, muted background video with a pause control (WCAG 2.2.2), over the
 * poster image the banner paints first. Nothing of it is fetched (preload="none") until the page
 * has loaded, and then only when it is welcome: not with prefers-reduced-motion, Save-Data or a
 * slow connection, where the poster stays until the shopper presses play. It fades in once it
 * plays, so the poster is never replaced by an empty frame.
 */
export function HeroVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || videoUnwelcome()) return;
    const start = () =>
      void video.play().catch(() => {
        // Autoplay refused (data saver, low power): the poster stays, the button offers play.
      });
    return afterLoad(start);
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
        className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-500 ${started ? 'opacity-100' : 'opacity-0'}`}
        src={src}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlaying={() => setStarted(true)}
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
