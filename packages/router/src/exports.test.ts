import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as reactRouterDom from 'react-router-dom';
import * as router from './index';

const root = join(__dirname, '..', '..', '..');
/** Where browser code that goes through Module Federation lives: the five apps and the shared UI kit. */
const SOURCES = ['shell/src', 'mf-catalog/src', 'mf-cart-checkout/src', 'mf-auth/src', 'mf-profile/src', 'packages/ui/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Names in `{ a, type B, c as d }` of an import or export statement (the imported name, not the local one). */
const namesIn = (list: string) =>
  list
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter(Boolean);

/** Names of every `import { … } from '@store/router'` (also `import type`, over several lines) of a source text. */
const importedNames = (text: string) =>
  [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@store\/router'/g)].map((m) => namesIn(m[1]!));

/** Every import of the router share in the given files, by file. */
function routerImports(files: string[]) {
  return files.flatMap((file) => importedNames(readFileSync(file, 'utf8')).map((names) => ({ file: relative(root, file), names })));
}

const facade = readFileSync(join(__dirname, 'index.ts'), 'utf8');
const carried = (kind: 'value' | 'type') =>
  [...facade.matchAll(kind === 'value' ? /export\s+\{([^}]*)\}\s+from/g : /export\s+type\s+\{([^}]*)\}\s+from/g)].flatMap((m) =>
    namesIn(m[1]!),
  );

describe('@store/router: the router share carries what the apps use, from the one react-router', () => {
  it('every export is react-router-dom’s own object, so the shell and every remote share one router context', () => {
    const exported = Object.keys(router).filter((name) => name !== '__esModule');
    expect(exported.sort()).toEqual(carried('value').sort());
    for (const name of exported) {
      expect(router[name as keyof typeof router]).toBeDefined();
      expect(router[name as keyof typeof router]).toBe(reactRouterDom[name as keyof typeof reactRouterDom]);
    }
  });

  it('no app imports a router export the share lacks (it would be undefined in the browser)', () => {
    const known = new Set([...carried('value'), ...carried('type')]);
    const imports = routerImports(SOURCES.flatMap((dir) => sourceFiles(join(root, dir))));
    // The apps do use the router through the share: a scan that found nothing would prove nothing.
    expect(imports.length).toBeGreaterThan(30);
    const missing = imports.flatMap(({ file, names }) => names.filter((name) => !known.has(name)).map((name) => `${file}: ${name}`));
    expect(missing).toEqual([]);
  });

  it('the scan catches a name the share lacks', () => {
    const known = new Set([...carried('value'), ...carried('type')]);
    const names = importedNames("import {\n  Link,\n  useSearchParams as useQuery,\n  type Location,\n} from '@store/router';\n").flat();
    expect(names.filter((name) => !known.has(name))).toEqual(['useSearchParams']);
  });
});
