/** The deepest nesting of arrays and objects a JSON text the API reads may have; its bodies need 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`, read in one pass without
 * recursion (brackets inside strings do not count). It runs before `JSON.parse`, so a hostile body
 * never becomes a value that a recursive walk (validation, `JSON.stringify`) could overflow the
 * stack on. A malformed text may be miscounted: `JSON.parse` refuses it anyway.
 */
export function jsonDepthExceeds(json: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}
