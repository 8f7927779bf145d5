// Draws resources/icon.png (512x512 RGBA): a red Ligretto card with a white "L", fanned over
// green, blue and yellow cards. Uses only Node built-ins; run with `node scripts/make-icon.mjs`.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const SIZE = 512;
const SAMPLES = 4;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'resources', 'icon.png');

function roundRect(cx, cy, w, h, r, degrees) {
  const a = (-degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  return (x, y) => {
    const dx = x - cx;
    const dy = y - cy;
    const lx = Math.abs(dx * cos - dy * sin) - (w / 2 - r);
    const ly = Math.abs(dx * sin + dy * cos) - (h / 2 - r);
    if (lx <= 0 || ly <= 0) return lx <= r && ly <= r;
    return lx * lx + ly * ly <= r * r;
  };
}

function rect(x0, y0, x1, y1) {
  return (x, y) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
}

function not(inside, outside) {
  return (x, y) => inside(x, y) && !outside(x, y);
}

const CARD_W = 250;
const CARD_H = 350;
const CREAM = [0xff, 0xf6, 0xe8];
const RED = { x: 256, y: 268 };
// Painted in order, each over the ones before it.
const shapes = [
  { test: roundRect(186, 262, CARD_W, CARD_H, 30, -18), color: [0x2e, 0x9e, 0x4f] },
  { test: roundRect(236, 236, CARD_W, CARD_H, 30, -6), color: [0x25, 0x6f, 0xd6] },
  { test: roundRect(326, 258, CARD_W, CARD_H, 30, 15), color: [0xf2, 0xc2, 0x1b] },
  { test: roundRect(RED.x + 6, RED.y + 10, CARD_W, CARD_H, 30, 3), color: [0, 0, 0], alpha: 0.28 },
  { test: roundRect(RED.x, RED.y, CARD_W, CARD_H, 30, 0), color: [0xd9, 0x25, 0x36] },
  {
    test: not(roundRect(RED.x, RED.y, CARD_W - 30, CARD_H - 30, 20, 0), roundRect(RED.x, RED.y, CARD_W - 54, CARD_H - 54, 12, 0)),
    color: CREAM,
  },
  { test: rect(RED.x - 62, RED.y - 112, RED.x - 8, RED.y + 104), color: CREAM },
  { test: rect(RED.x - 62, RED.y + 52, RED.x + 66, RED.y + 104), color: CREAM },
];

function pixel(px, py) {
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      const x = px + (sx + 0.5) / SAMPLES;
      const y = py + (sy + 0.5) / SAMPLES;
      let cr = 0;
      let cg = 0;
      let cb = 0;
      let ca = 0;
      for (const shape of shapes) {
        if (!shape.test(x, y)) continue;
        const sa = shape.alpha ?? 1;
        cr = shape.color[0] * sa + cr * (1 - sa);
        cg = shape.color[1] * sa + cg * (1 - sa);
        cb = shape.color[2] * sa + cb * (1 - sa);
        ca = sa + ca * (1 - sa);
      }
      r += cr;
      g += cg;
      b += cb;
      a += ca;
    }
  }
  const n = SAMPLES * SAMPLES;
  const alpha = a / n;
  if (alpha === 0) return [0, 0, 0, 0];
  return [r / n / alpha, g / n / alpha, b / n / alpha, alpha * 255].map((v) => Math.round(Math.min(255, v)));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1));
for (let y = 0; y < SIZE; y += 1) {
  const row = y * (SIZE * 4 + 1);
  raw[row] = 0;
  for (let x = 0; x < SIZE; x += 1) {
    const [r, g, b, a] = pixel(x, y);
    raw.set([r, g, b, a], row + 1 + x * 4);
  }
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8);

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);

mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, png);
console.log(`wrote ${target} (${png.length} bytes)`);
