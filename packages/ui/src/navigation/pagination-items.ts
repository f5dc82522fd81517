/** One slot of the pagination row: a page, or an ellipsis (`page: null`), shown on narrow and/or wide screens. */
export interface PaginationItem {
  key: number;
  page: number | null;
  narrow: boolean;
  wide: boolean;
}

/**
 * Pages shown around the current one: the first, the last, `siblings` on each side; a gap of one
 * page shows that page (an ellipsis would hide nothing), a longer gap becomes an ellipsis, keyed
 * half a step after the page before it.
 */
function slots(current: number, pages: number, siblings: number): number[] {
  const shown = new Set([1, pages]);
  for (let page = current - siblings; page <= current + siblings; page += 1) if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const keys: number[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) keys.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) keys.push(previous + 0.5);
    keys.push(page);
  });
  return keys;
}

/**
 * The row for both widths at once: phones show the current page alone between the ends (it fits
 * 375 px with 44 px targets), wider screens one neighbour on each side. CSS hides the slots of the
 * other width, so the server renders one row and nothing depends on JavaScript knowing the width.
 */
export function paginationItems(current: number, pages: number): PaginationItem[] {
  const wide = slots(current, pages, 1);
  const narrow = slots(current, pages, 0);
  const keys = [...new Set([...wide, ...narrow])].sort((a, b) => a - b);
  return keys.map((key) => ({
    key,
    page: Number.isInteger(key) ? key : null,
    narrow: narrow.includes(key),
    wide: wide.includes(key),
  }));
}
