import 'server-only';
import QRCode from 'qrcode';

/** Four modules of light space around the code: the quiet zone the QR standard asks for. */
const QUIET_ZONE = 4;

/**
 * `text` as a QR code, SVG markup from the qrcode library (error correction M: still reads with
 * a crease or a smudge on a paper tag). No width or height: it fills the box it is put in. The
 * markup holds only the library's paths, never the text, so it is inlined as is.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: QUIET_ZONE });
}
