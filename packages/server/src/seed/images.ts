import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeededLeaf } from './seed';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A product picture drawn locally: the category's name on a tinted card (no image host needed). */
function svgFor(leaf: SeededLeaf, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="hsl(${hue}, 45%, 94%)"/>
  <rect x="150" y="140" width="300" height="230" rx="24" fill="hsl(${hue}, 50%, 62%)"/>
  <circle cx="300" cy="255" r="60" fill="hsl(${hue}, 55%, 85%)"/>
  <text x="300" y="460" font-family="DejaVu Sans, Arial, sans-serif" font-size="34" text-anchor="middle" fill="#1d1d1f">${escapeXml(leaf.spec.name)}</text>
</svg>`;
}

/** Writes the missing WebP pictures of the leaves into `dir`; returns how many it wrote. */
export async function ensureImages(dir: string, leaves: SeededLeaf[]): Promise<number> {
  mkdirSync(dir, { recursive: true });
  let written = 0;
  for (const [index, leaf] of leaves.entries()) {
    const file = join(dir, leaf.image);
    if (existsSync(file)) continue;
    // Written aside and renamed: another instance starting at the same time never serves half a file.
    const partial = `${file}.${process.pid}.tmp`;
    await sharp(Buffer.from(svgFor(leaf, (index * 37) % 360)))
      .webp({ quality: 80 })
      .toFile(partial);
    renameSync(partial, file);
    written += 1;
  }
  return written;
}
