import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type TestInfo } from '@playwright/test';
import QRCode from 'qrcode';

const WIDTH = 320;
const HEIGHT = 240;
/** 10 frames a second: each code in view 2 s, then 2 s of empty view (longer than the screen's 1.5 s "gone" delay). */
const SHOWN = 20;
const GAP = 20;

function qrFrame(text: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, 255);
  if (text) {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (modules.size + 8));
    const side = modules.size * scale;
    const left = Math.floor((WIDTH - side) / 2);
    const top = Math.floor((HEIGHT - side) / 2);
    for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * WIDTH + left + x] = 0;
  }
  return Buffer.concat([Buffer.from('FRAME\n'), luma, Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128)]);
}

/**
 * A browser whose fake camera shows several tickets in turn, each held up then lowered, in a loop
 * (Y4M, as helpers/fake-camera.ts): a phone at the door scanning a queue of people.
 */
export async function browserFilmingInTurn(texts: string[], testInfo: TestInfo, name: string): Promise<Browser> {
  const frames = texts.flatMap((text) => [...Array(SHOWN).fill(qrFrame(text)), ...Array(GAP).fill(qrFrame(null))]);
  const video = testInfo.outputPath(`${name}.y4m`);
  writeFileSync(video, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...frames]));
  const launch = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
}
