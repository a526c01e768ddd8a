'use client';

// The camera side of the tag scanner: opens the rear camera into a <video>, looks for a code a few
// times a second, and hands over the first one found; the camera is closed as soon as the scan is
// done (or the scanner goes away), so the phone's camera light never stays on. A refused or
// missing camera becomes words the owner can act on; the typed search stays beside it.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { barcodeReader, type BarcodeReader } from './barcode-reader';

export type CameraScanState =
  { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

/** Between looks at the frame: quick enough to feel instant, light on a phone's battery. */
const LOOK_EVERY_MS = 150;
/** In continuous scanning, the same code again within this is the same tag still in view. */
const SAME_CODE_MS = 2500;

const TYPE_INSTEAD = 'Type the name, #number or barcode instead.';

/** What went wrong opening the camera, in the owner's words. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return `The camera is not allowed for this site. Allow it in the browser’s site settings, or ${TYPE_INSTEAD.toLowerCase()}`;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return `No camera was found on this device. ${TYPE_INSTEAD}`;
  }
  if (name === 'NotReadableError' || name === 'AbortError') {
    return `The camera could not be opened (another app may be using it). ${TYPE_INSTEAD}`;
  }
  return `The camera could not be started. ${TYPE_INSTEAD}`;
}

function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    // Browsers offer the camera only on https (or localhost).
    const error = new Error('no mediaDevices');
    error.name = window.isSecureContext ? 'NotFoundError' : 'SecurityError';
    return Promise.reject(error);
  }
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

/** The <video> to draw the camera into (`video`) and what the scan is doing. */
export function useCameraScan(
  onCode: (text: string) => void,
  continuous: boolean,
): { video: RefObject<HTMLVideoElement | null>; state: CameraScanState } {
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraScanState>({ kind: 'starting' });
  const codeRef = useRef(onCode);
  useEffect(() => {
    codeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let done = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    const stop = () => {
      done = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (video.current) video.current.srcObject = null;
    };
    const look = async (reader: BarcodeReader, element: HTMLVideoElement) => {
      if (done) return;
      const text = element.readyState >= 2 ? await reader.read(element).catch(() => null) : null;
      if (done) return;
      const now = Date.now();
      if (text && !(text === last.text && now - last.at < SAME_CODE_MS)) {
        last = { text, at: now };
        if (!continuous) stop();
        codeRef.current(text);
        if (!continuous) return;
      }
      timer = setTimeout(() => void look(reader, element), LOOK_EVERY_MS);
    };
    void (async () => {
      let reader: BarcodeReader;
      try {
        // The reader (perhaps its WebAssembly) loads while the owner answers the camera prompt.
        const readerLoad = barcodeReader();
        readerLoad.catch(() => undefined);
        stream = await openCamera();
        if (done) return stop();
        reader = await readerLoad.catch(() => {
          throw new Error('reader');
        });
      } catch (error) {
        stop();
        const message =
          error instanceof Error && error.message === 'reader'
            ? `The scanner could not start on this browser. ${TYPE_INSTEAD}`
            : cameraProblem(error);
        setState({ kind: 'failed', message });
        return;
      }
      const element = video.current;
      if (done || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState({ kind: 'scanning' });
      void look(reader, element);
    })();
    return stop;
  }, [continuous]);

  return { video, state };
}
