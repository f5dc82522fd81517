/**
 * The start-up slice lists (decisions 0046, 0048) checked against the code they slice. A slice list
 * evaluates an app's models one per task before its roots (or a page kind's view) import them; a
 * model the roots reach that is in no list is still evaluated, but with the roots, in one long task.
 * So every FSD slice with a `model` segment that the roots import statically (not through `import()`)
 * must be in the list. Read from the sources' text: no build, no module evaluated.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const EXTENSIONS = ['.ts', '.tsx'];

/** The file a relative specifier names, or null (a package, a stylesheet, a missing file). */
export function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext), ...EXTENSIONS.map((ext) => join(base, 'index' + ext))]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && EXTENSIONS.some((ext) => candidate.endsWith(ext))) return candidate;
  }
  return null;
}

/** The specifiers a source imports or re-exports statically (`import … from`, `export … from`, bare `import '…'`). */
export function staticImports(source: string): string[] {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const found: string[] = [];
  for (const match of text.matchAll(/(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^'"();]*?\s+from\s+)?['"]([^'"]+)['"]/g)) {
    if (/^\s*import\s+type\s/.test(match[0].trimStart()) || /^\s*export\s+type\s/.test(match[0].trimStart())) continue;
    found.push(match[1]!);
  }
  return found;
}

/** The specifiers of a slice list: the `import('…')` calls inside `const <name> = [ … ];`. */
export function sliceListEntries(source: string, name: string): string[] {
  const list = new RegExp(`const ${name}\\s*=\\s*\\[([\\s\\S]*?)\\];`).exec(source);
  if (!list) throw new Error(`no slice list ${name}`);
  return [...list[1]!.matchAll(/import\(\s*(?:\/\*[\s\S]*?\*\/\s*)?['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!);
}

/** Every file the roots reach through static imports inside `srcRoot`. */
export function reachedFiles(roots: readonly string[], srcRoot: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveModule(file, specifier);
      if (target && !relative(srcRoot, target).startsWith('..') && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

/** The FSD slice (`features/x`, `entities/x`, `pages/x`) a file of `srcRoot` belongs to, or null. */
export function sliceOf(file: string, srcRoot: string): string | null {
  const parts = relative(srcRoot, file).split(/[\\/]/);
  return ['features', 'entities', 'pages'].includes(parts[0]!) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
}

export interface SliceListCheck {
  /** The app's `src` folder. */
  srcRoot: string;
  /** The file holding the list, and the list's name there. */
  listFile: string;
  listName: string;
  /** What is imported after the list has run (the app's roots, a page kind's view). */
  roots: readonly string[];
  /** What is already evaluated before the list runs (the page module that loads a kind's chunk). */
  loadedBefore?: readonly string[];
}

/**
 * The slices whose model the start-up evaluates (reached statically from the roots or from a list
 * entry) that the list does not name: each is then evaluated in the task of the roots or of an
 * entry that is no slice (the app's own model), not in one of its own. A model reached only through
 * a listed slice (an entity a listed feature uses) is evaluated in that slice's task, as meant; what
 * was loaded before the list runs is exempt. Also the list's entries that resolve to nothing.
 */
export function sliceListProblems({ srcRoot, listFile, listName, roots, loadedBefore = [] }: SliceListCheck): string[] {
  const problems: string[] = [];
  const entries: string[] = [];
  for (const specifier of sliceListEntries(readFileSync(listFile, 'utf8'), listName)) {
    const target = resolveModule(listFile, specifier);
    if (target) entries.push(target);
    else problems.push(`${specifier}: в списке, но такого модуля нет`);
  }
  const sliceEntries = entries.filter((file) => sliceOf(file, srcRoot) !== null);
  const listed = new Set(sliceEntries.map((file) => sliceOf(file, srcRoot)));
  const covered = reachedFiles([...sliceEntries, ...loadedBefore], srcRoot);
  const missing = new Set<string>();
  for (const file of reachedFiles([...roots, ...entries], srcRoot)) {
    const slice = sliceOf(file, srcRoot);
    const inModel = slice !== null && relative(join(srcRoot, slice), file).split(/[\\/]/)[0] === 'model';
    if (inModel && !covered.has(file) && !listed.has(slice)) missing.add(slice);
  }
  for (const slice of [...missing].sort()) problems.push(`${slice}: модель загружается при старте, но её нет в ${listName}`);
  return problems;
}
