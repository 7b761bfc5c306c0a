// Draws the demo workers' portrait photos (160x160 JPEG) into server/stores/sqlite/demo/.
// Run once with `npx tsx server/tools/makeDemoPhotos.ts`; the JPEGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { demoWorkers } from '../stores/sqlite/demoWorkers.ts';

const size = 160;
type Rgb = [number, number, number];

const skins: Rgb[] = [
  [241, 194, 164],
  [224, 172, 135],
  [198, 134, 96],
  [141, 85, 56],
  [255, 219, 190],
  [170, 110, 75],
];
const hairs: Rgb[] = [
  [40, 28, 20],
  [90, 56, 30],
  [200, 160, 90],
  [20, 20, 20],
  [130, 60, 30],
  [160, 160, 165],
];
const shirts: Rgb[] = [
  [44, 94, 160],
  [170, 60, 70],
  [60, 130, 90],
  [90, 70, 140],
  [200, 130, 40],
  [70, 80, 90],
];
const backdrops: Rgb[] = [
  [214, 228, 240],
  [236, 226, 212],
  [220, 236, 222],
  [232, 220, 236],
  [240, 232, 210],
  [222, 226, 230],
];

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;
}

function draw(index: number): Buffer {
  const skin = skins[index % skins.length]!;
  const hair = hairs[(index * 5 + Math.floor(index / 6) * 2) % hairs.length]!;
  const shirt = shirts[(index * 7 + Math.floor(index / 6) * 3) % shirts.length]!;
  const backdrop = backdrops[(index * 3 + Math.floor(index / 6)) % backdrops.length]!;
  const longHair = index % 2 === 0; // the demo list alternates women and men
  const data = Buffer.alloc(size * size * 4);
  const cx = size / 2;
  const headY = 66;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // Backdrop: soft vertical gradient with a vignette.
      const vignette = Math.hypot(x - cx, y - size / 2) / size;
      let color = mix(backdrop, [120, 130, 140], Math.min(1, y / size / 2 + vignette * 0.6));
      const dx = x - cx;
      const dyHead = y - headY;
      const head = (dx / 30) ** 2 + (dyHead / 37) ** 2 <= 1;
      const hairBack = longHair && (dx / 40) ** 2 + ((y - headY - 14) / 54) ** 2 <= 1 && y > headY - 30;
      const hairTop = (dx / 33) ** 2 + ((y - headY + 14) / 30) ** 2 <= 1 && y < headY - 12;
      const neck = Math.abs(dx) < 12 && y > headY + 28 && y < headY + 50;
      const shoulders = (dx / 62) ** 2 + ((y - 168) / 52) ** 2 <= 1 && y > headY + 40;
      if (hairBack) color = hair;
      if (shoulders) color = mix(shirt, [0, 0, 0], Math.max(0, (y - 130) / 120));
      if (neck) color = mix(skin, [0, 0, 0], 0.12);
      if (head) {
        color = mix(skin, [255, 255, 255], Math.max(0, 0.12 - Math.hypot(dx + 10, dyHead + 12) / 300));
        const eye =
          Math.hypot(x - (cx - 11), y - (headY - 2)) < 3.2 || Math.hypot(x - (cx + 11), y - (headY - 2)) < 3.2;
        const brow = Math.abs(y - (headY - 9)) < 1.5 && (Math.abs(x - (cx - 11)) < 6 || Math.abs(x - (cx + 11)) < 6);
        const mouth = Math.abs(Math.hypot(dx, y - (headY + 4)) - 14) < 1.6 && y > headY + 13;
        const nose = Math.abs(dx) < 1.4 && y > headY && y < headY + 9;
        if (eye) color = [45, 35, 30];
        if (brow) color = mix(hair, skin, 0.3);
        if (mouth) color = [170, 80, 80];
        if (nose) color = mix(skin, [0, 0, 0], 0.2);
      }
      if (hairTop) color = hair;
      const offset = (y * size + x) * 4;
      data[offset] = color[0];
      data[offset + 1] = color[1];
      data[offset + 2] = color[2];
      data[offset + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: size, height: size }, 85).data;
}

const folder = path.join(process.cwd(), 'server/stores/sqlite/demo');
demoWorkers.forEach((worker, index) => {
  fs.writeFileSync(path.join(folder, `${worker.id}.jpg`), draw(index));
});
console.log(`wrote ${demoWorkers.length} photos to ${folder}`);
