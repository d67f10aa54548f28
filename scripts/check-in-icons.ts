import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

/**
 * Draws the check-in app's PNG icons (issue 43) from the same shape as public/check-in-icon.svg:
 * a white check on the brand's blue, edge to edge (so it also serves as a maskable icon, the
 * check inside the safe circle). Run once: `node --import tsx scripts/check-in-icons.ts`.
 */
const BLUE = [0x00, 0x9a, 0xce];
const STROKE = [[150, 266], [220, 336], [362, 176]] as const;
const HALF_WIDTH = 24;

function distanceToSegment(x: number, y: number, [ax, ay]: readonly number[], [bx, by]: readonly number[]) {
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  return Math.hypot(x - (ax + t * (bx - ax)), y - (ay + t * (by - ay)));
}

for (const size of [192, 512]) {
  const png = new PNG({ width: size, height: size });
  const scale = 512 / size;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) * scale;
      const y = (py + 0.5) * scale;
      const d = Math.min(distanceToSegment(x, y, STROKE[0], STROKE[1]), distanceToSegment(x, y, STROKE[1], STROKE[2]));
      // Anti-aliased edge over about one pixel.
      const white = Math.max(0, Math.min(1, (HALF_WIDTH - d) / scale + 0.5));
      const i = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) png.data[i + c] = Math.round(BLUE[c] * (1 - white) + 255 * white);
      png.data[i + 3] = 255;
    }
  }
  writeFileSync(`apps/web/public/check-in-icon-${size}.png`, PNG.sync.write(png));
}
