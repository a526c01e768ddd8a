'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { keepFocusInside } from './dialog-focus';

interface DialogProps {
  /** The heading that names the dialog (aria-labelledby). */
  title: ReactNode;
  titleId: string;
  /** Called once the dialog has closed (Escape, the close button, a tap outside, `close()`). */
  onClose: () => void;
  /** Gets focus back when the dialog closes (the control that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Runs once the dialog is open, to place focus (else the browser's first focusable). */
  onOpen?: (dialog: HTMLDialogElement) => void;
  /** Lets content close the dialog (a choice that completes it). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  /**
   * `sheet`: a bottom sheet on phones, a small centred box from 640 px; `wide`: room for a table;
   * `full`: room for a photo beside the details (Quick View).
   */
  size?: 'sheet' | 'wide' | 'full';
  /** Saving: Escape, a tap outside and the close button do nothing until it is done. */
  busy?: boolean;
  children: ReactNode;
}

const SIZES = {
  sheet: 'sm:w-[min(24rem,calc(100%-1.5rem))]',
  wide: 'sm:w-[min(40rem,calc(100%-1.5rem))]',
  full: 'sm:w-[min(56rem,calc(100%-1.5rem))]',
} as const;

/**
 * The shop's one modal dialog: a native <dialog> opened with showModal (the page behind is inert,
 * Escape closes), Tab kept inside, a close button, a tap on the backdrop closes, and focus goes
 * back to the opener. Under 640 px it is a bottom sheet. Render it only while open.
 */
export function Dialog({
  title,
  titleId,
  onClose,
  returnFocusTo,
  onOpen,
  dialogRef,
  size = 'sheet',
  busy = false,
  children,
}: DialogProps) {
  const own = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? own;

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    if (el) onOpen?.(el);
    // Opened once, when rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function closed() {
    onClose();
    returnFocusTo?.current?.focus();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      // React passes a nested dialog's close up its tree: only this dialog's own counts.
      onClose={(e) => e.target === e.currentTarget && closed()}
      onCancel={(e) => busy && e.preventDefault()}
      onKeyDown={keepFocusInside}
      onClick={(e) => e.target === ref.current && !busy && ref.current?.close()}
      className={`mx-0 mt-auto mb-0 max-h-[calc(100dvh-1.5rem)] w-full max-w-none overflow-y-auto rounded-t-2xl bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/60 sm:m-auto sm:rounded-2xl ${SIZES[size]}`}
    >
      <div className="flex flex-col gap-4 p-4 pb-6 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg leading-snug font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            disabled={busy}
            aria-label="Close"
            className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full hover:bg-canvas"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
