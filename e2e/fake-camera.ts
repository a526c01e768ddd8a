// A camera for Chromium to show the page: `--use-file-for-fake-video-capture` plays a .y4m file
// as the webcam. The file is written here from a QR code's text: the qrcode library's module
// matrix drawn black on a white quiet zone, centred on a grey 640x480 picture (the Y plane; U and
// V at 128: no colour), a few identical frames that Chromium loops.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 3;
const QUIET = 4;
const [DARK, LIGHT, GREY] = [16, 235, 128];

/** One frame's Y plane (luma) with `text`'s QR code in the middle. */
function lumaWithQr(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const side = modules.size + QUIET * 2;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.85) / side);
  const left = Math.floor((WIDTH - side * scale) / 2);
  const top = Math.floor((HEIGHT - side * scale) / 2);
  const y = Buffer.alloc(WIDTH * HEIGHT, GREY);
  for (let row = 0; row < side * scale; row++) {
    for (let col = 0; col < side * scale; col++) {
      const mr = Math.floor(row / scale) - QUIET;
      const mc = Math.floor(col / scale) - QUIET;
      const inCode = mr >= 0 && mc >= 0 && mr < modules.size && mc < modules.size;
      const dark = inCode && modules.get(mr, mc) === 1;
      y[(top + row) * WIDTH + left + col] = dark ? DARK : LIGHT;
    }
  }
  return y;
}

/** Writes a 4:2:0 .y4m video of `text`'s QR code to `file`. */
export function writeQrVideo(file: string, text: string): void {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), lumaWithQr(text), chroma]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
}

/** Chromium's switches for a fake camera playing `file`, allowed without a prompt. */
export const fakeCameraArgs = (file: string) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${file}`,
  '--use-fake-ui-for-media-stream',
];
