'use client';

// The tag scanner's view: the rear camera's picture with a frame to aim at, what it is doing, and
// a button to stop. Loaded on the first tap of Scan (scan-button.tsx), so the pages that scan do
// not carry the camera code, let alone the barcode reader, in their first load.
import { buttonStyles } from '@/components/ui/button-styles';
import { useCameraScan } from './use-camera-scan';

export interface TagScannerProps {
  /** The text of a code found (a tag's URL, a barcode). */
  onCode(text: string): void;
  /** The owner stopped scanning, or the camera could not start and the owner closed the note. */
  onClose(): void;
  /** Keep scanning after a code (a stocktake scanning shelf after shelf); default: stop. */
  continuous?: boolean;
}

export function TagScanner({ onCode, onClose, continuous = false }: TagScannerProps) {
  const { video, state } = useCameraScan(onCode, continuous);
  const failed = state.kind === 'failed';
  return (
    <div className="mt-3 space-y-2" data-testid="tag-scanner">
      {!failed && (
        <div className="relative mx-auto aspect-[4/3] w-full max-w-md overflow-hidden rounded-lg bg-ink">
          <video ref={video} muted playsInline aria-hidden className="size-full object-cover" />
          <span
            aria-hidden
            className="pointer-events-none absolute inset-[18%] rounded-md border-2 border-white/80"
          />
        </div>
      )}
      {failed ? (
        <p role="alert" className="rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
          {state.message}
        </p>
      ) : (
        <p role="status" className="text-center text-sm text-muted">
          {state.kind === 'starting'
            ? 'Opening the camera…'
            : 'Hold the tag’s QR code (or a barcode) inside the frame.'}
        </p>
      )}
      <div className="flex justify-center">
        <button type="button" onClick={onClose} className={buttonStyles.compact.secondary}>
          {failed ? 'Close' : 'Stop scanning'}
        </button>
      </div>
    </div>
  );
}
