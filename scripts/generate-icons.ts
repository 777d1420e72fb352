// Renders the app icons from the brand mark (public/favicon.svg, the drawing of
// web/components/brand-mark.tsx). The PNGs and favicon.ico are committed, so neither the build
// nor a production install needs sharp; run `npm run icons` after changing the mark.
// scripts/icons.test.ts fails when a committed icon no longer matches the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

export const ICON_SOURCE = 'public/favicon.svg';

/** Every raster icon: the file, its size and the artwork it shows. */
export const ICONS = [
  // Manifest icons keep the mark's rounded corners on a transparent background.
  { file: 'public/icon-192.png', size: 192, art: 'rounded' },
  { file: 'public/icon-512.png', size: 512, art: 'rounded' },
  // Android crops "maskable" icons to its own shape, anywhere outside a centred circle of
  // 80 % of the width: full-bleed brand colour, the mark's content scaled into that circle.
  { file: 'public/icon-maskable-512.png', size: 512, art: 'maskable' },
  // iOS rounds the corners itself and shows transparency as black: square and full-bleed.
  { file: 'public/apple-touch-icon.png', size: 180, art: 'square' },
] as const;

/** Sizes packed into favicon.ico, for browsers and tools that do not take the SVG. */
export const ICO_SIZES = [16, 32, 48] as const;

export type Art = (typeof ICONS)[number]['art'];

/** The SVG for one kind of artwork, derived from the mark so there is one drawing only. */
export function artwork(art: Art, svg = readFileSync(ICON_SOURCE, 'utf8')): string {
  if (art === 'rounded') return svg;
  const square = svg.replace(/(<rect\b[^>]*?)\s+rx="[^"]*"/, '$1');
  if (art === 'square') return square;
  // Scale the drawing about the centre into the safe zone; the background rect stays whole.
  return square.replace(
    /(<rect\b[^>]*\/>)([\s\S]*)(<\/svg>)/,
    '$1<g transform="translate(16 16) scale(0.72) translate(-16 -16)">$2</g>$3',
  );
}

export async function renderPng(art: Art, size: number): Promise<Buffer> {
  return sharp(Buffer.from(artwork(art)), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * An ICO file whose entries are PNGs (valid since Windows Vista, read by every browser):
 * a 6-byte header, one 16-byte directory entry per image, then the images.
 */
export function packIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette colours
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main() {
  for (const { file, size, art } of ICONS) {
    writeFileSync(file, await renderPng(art, size));
    console.warn(`wrote ${file}`);
  }
  const images = await Promise.all(
    ICO_SIZES.map(async (size) => ({ size, png: await renderPng('rounded', size) })),
  );
  writeFileSync('public/favicon.ico', packIco(images));
  console.warn('wrote public/favicon.ico');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
