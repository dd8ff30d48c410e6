// Writes app/favicon.ico from scripts/assets/icon.svg: 16, 32 and 48 pixel
// PNG images in one ICO file (the format browsers ask for at /favicon.ico).
// Run after changing the drawing: node scripts/make-favicon.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const svg = fs.readFileSync(path.join(root, 'scripts/assets/icon.svg'));
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) =>
    sharp(svg, { density: 72 * (size / 32) * 4 })
      .resize(size, size)
      .png()
      .toBuffer(),
  ),
);

// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per image, then the images.
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach((image, index) => {
  const entry = 6 + 16 * index;
  header.writeUInt8(sizes[index] % 256, entry);
  header.writeUInt8(sizes[index] % 256, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(image.length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += image.length;
});
fs.writeFileSync(path.join(root, 'app/favicon.ico'), Buffer.concat([header, ...images]));
