'use client';

// "Scan" and, once tapped, the scanner under it. The scanner (camera code and barcode reader) is
// a lazy part: fetched when the owner reaches for the button, drawn when it is tapped; the page's
// first load carries only this button. The till, receive stock and the stocktake use it.
import { useCallback, useState } from 'react';
import { lazyPart, useLazyPart } from '@/components/ui/lazy-part';
import { buttonStyles } from '@/components/ui/button-styles';
import type { TagScannerProps } from './tag-scanner';

const scanner = lazyPart<TagScannerProps>(() => import('./tag-scanner').then((m) => m.TagScanner));

export function ScanButton({
  onCode,
  continuous = false,
  label = 'Scan a tag',
  className = buttonStyles.compact.primary,
}: {
  onCode(text: string): void;
  continuous?: boolean;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const onError = useCallback(() => {
    setOpen(false);
    setLoadFailed(true);
  }, []);
  const here = useLazyPart(scanner, open, onError);
  const close = useCallback(() => setOpen(false), []);
  const found = useCallback(
    (text: string) => {
      if (!continuous) setOpen(false);
      onCode(text);
    },
    [continuous, onCode],
  );
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onPointerDown={scanner.prefetch}
        onFocus={scanner.prefetch}
        onClick={() => {
          setLoadFailed(false);
          setOpen((was) => !was);
        }}
        className={className}
      >
        <CameraIcon />
        {open ? 'Stop scanning' : label}
      </button>
      {open && !here && (
        <p role="status" className="mt-2 text-sm text-muted">
          Opening the scanner…
        </p>
      )}
      {loadFailed && (
        <p role="alert" className="mt-2 text-sm text-danger">
          The scanner could not load (check the connection). Type the name or number instead.
        </p>
      )}
      {here && <scanner.Part onCode={found} onClose={close} continuous={continuous} />}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M3 8.5A1.5 1.5 0 0 1 4.5 7h2.3l1.4-2h7.6l1.4 2h2.3A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5z"
      />
      <circle cx="12" cy="13" r="3.6" strokeWidth="1.8" />
    </svg>
  );
}
