import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICO_SIZES, ICONS, renderPng, type Art } from './generate-icons.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

const manifest = JSON.parse(readFileSync('public/site.webmanifest', 'utf8')) as {
  icons: ManifestIcon[];
};

/** Mean difference per channel (0–255) between two images of one size. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect(x!.info.width).toBe(y!.info.width);
  let sum = 0;
  for (let i = 0; i < x!.data.length; i++) sum += Math.abs(x!.data[i]! - y!.data[i]!);
  return sum / x!.data.length;
}

describe('app icons', () => {
  it('lists PNG icons of 192 and 512 px, a maskable one and the apple-touch icon in the manifest', () => {
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
      '180x180 any',
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('has every manifest icon in public/, at the size it declares', async () => {
    for (const icon of manifest.icons) {
      const file = join('public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      if (icon.type !== 'image/png') continue;
      const { format, width, height } = await sharp(file).metadata();
      expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
    }
  });

  it('keeps every committed icon a rendering of the brand mark (run `npm run icons`)', async () => {
    for (const { file, size, art } of ICONS) {
      const committed = readFileSync(file);
      expect(await difference(committed, await renderPng(art, size)), file).toBeLessThan(1);
    }
    // And they are not all the same picture: the three kinds of artwork differ.
    const kinds: Art[] = ['rounded', 'square', 'maskable'];
    const [rounded, square, maskable] = await Promise.all(kinds.map((k) => renderPng(k, 64)));
    expect(await difference(rounded!, square!)).toBeGreaterThan(1);
    expect(await difference(square!, maskable!)).toBeGreaterThan(1);
  });

  it('packs 16, 32 and 48 px renderings of the mark into favicon.ico', async () => {
    const ico = readFileSync('public/favicon.ico');
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1); // icon, not cursor
    const count = ico.readUInt16LE(4);
    expect(count).toBe(ICO_SIZES.length);
    for (let n = 0; n < count; n++) {
      const entry = 6 + 16 * n;
      const size = ico.readUInt8(entry) || 256;
      expect(ico.readUInt8(entry + 1) || 256).toBe(size);
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      expect(size).toBe(ICO_SIZES[n]);
      expect(await difference(png, await renderPng('rounded', size))).toBeLessThan(1);
    }
  });
});
