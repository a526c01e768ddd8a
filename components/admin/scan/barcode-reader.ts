// The barcode reader the tag scanner looks through: the browser's own BarcodeDetector where it
// reads QR codes (Chrome on Android, Safari 17+), else the `barcode-detector` ponyfill (zxing's
// reader in WebAssembly), fetched only then. The ponyfill's WebAssembly comes from this shop
// (app/scanner/[file]/route.ts), never its default CDN: a shop's connection may not reach it.

/** What a printed tag carries (QR) and the owner's own barcodes commonly are. */
const FORMATS = ['qr_code', 'ean_13', 'ean_8', 'code_128', 'code_39', 'upc_a', 'upc_e'];

export interface BarcodeReader {
  /** The text of the first code in the frame, or null. */
  read(source: HTMLVideoElement): Promise<string | null>;
}

interface DetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

function fromDetector(detector: DetectorLike): BarcodeReader {
  return {
    async read(source) {
      const codes = await detector.detect(source);
      return codes.find((code) => code.rawValue.trim() !== '')?.rawValue ?? null;
    },
  };
}

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    if (!supported.includes('qr_code')) return null;
    return new Native({ formats: FORMATS.filter((f) => supported.includes(f)) });
  } catch {
    return null;
  }
}

async function ponyfillDetector(): Promise<DetectorLike> {
  const { BarcodeDetector, prepareZXingModule, ZXING_WASM_VERSION } =
    await import('barcode-detector/ponyfill');
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? `/scanner/zxing_reader-${ZXING_WASM_VERSION}.wasm` : prefix + file,
    },
    // Fetched and compiled now, while the camera starts: a failure says so before any frame.
    fireImmediately: true,
  });
  const supported = await BarcodeDetector.getSupportedFormats();
  return new BarcodeDetector({ formats: supported.filter((f) => FORMATS.includes(f)) });
}

/** The reader to use on this browser. */
export async function barcodeReader(): Promise<BarcodeReader> {
  return fromDetector((await nativeDetector()) ?? (await ponyfillDetector()));
}
