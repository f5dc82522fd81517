import { IMAGE_QUALITY_DEFAULT, IMAGE_WIDTHS } from '@store/domain';

/** The image proxy's address of a product picture (SPEC §2: `/api/custom-loader?url=&w=&q=`). */
export const imageUrl = (name: string, width: number, quality: number = IMAGE_QUALITY_DEFAULT): string =>
  `/api/custom-loader?url=${encodeURIComponent(name)}&w=${width}&q=${quality}`;

const ALLOWED = [...IMAGE_WIDTHS].sort((a, b) => a - b);

/** Beyond 2.5× the displayed width no phone screen shows more detail. */
const DENSEST_SCREEN = 2.5;

/**
 * The proxy's allowed widths worth offering for a picture shown `width` CSS pixels wide: from the
 * first one that covers it on a plain screen up to the first that covers about a 2.5× screen.
 */
export function srcsetWidths(width: number): number[] {
  const widths: number[] = [];
  for (const allowed of ALLOWED) {
    if (allowed < width) continue;
    widths.push(allowed);
    if (allowed >= width * DENSEST_SCREEN) break;
  }
  const largest = ALLOWED[ALLOWED.length - 1];
  return widths.length > 0 || largest === undefined ? widths : [largest];
}
