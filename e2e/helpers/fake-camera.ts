import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type TestInfo } from '@playwright/test';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 3;

/**
 * A video of a QR code as a phone's camera would see a ticket held up to it, in the raw format
 * Chromium's fake camera plays in a loop (Y4M, 4:2:0): black modules on white with the quiet
 * zone, centred, luma only (chroma planes neutral).
 */
export function qrVideo(text: string, path: string): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (modules.size + 8));
  const side = modules.size * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 0;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array(FRAMES).fill(frame)]));
  return path;
}

/** A browser whose camera shows `text`'s QR code (the project's Chromium, with its fake camera fed that video). */
export async function browserFilming(text: string, testInfo: TestInfo, name: string): Promise<Browser> {
  const video = qrVideo(text, testInfo.outputPath(`${name}.y4m`));
  const launch = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}
