import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sliceListProblems, staticImports } from './start-up-slices';

const root = join(__dirname, '..', '..');
const shell = join(root, 'shell', 'src');
const catalog = join(root, 'mf-catalog', 'src');

describe('the start-up slice lists name every model their roots load (decisions 0046, 0048)', () => {
  it('the shell: bootstrap.tsx moduleSlices, before app/app and app/model', () => {
    expect(
      sliceListProblems({
        srcRoot: shell,
        listFile: join(shell, 'bootstrap.tsx'),
        listName: 'moduleSlices',
        roots: [join(shell, 'app', 'app.tsx'), join(shell, 'app', 'model.ts')],
      }),
    ).toEqual([]);
  });

  it('the catalogue’s product kind: product-kind.ts slices, before product-view', () => {
    expect(
      sliceListProblems({
        srcRoot: catalog,
        listFile: join(catalog, 'pages', 'catalogue', 'ui', 'product-kind.ts'),
        listName: 'slices',
        roots: [join(catalog, 'pages', 'catalogue', 'ui', 'product-view.tsx')],
        loadedBefore: [join(catalog, 'pages', 'catalogue', 'index.ts')],
      }),
    ).toEqual([]);
  });

  it('the catalogue’s category kind: category-kind.ts, before category-view', () => {
    const dir = join(catalog, 'pages', 'catalogue', 'ui');
    expect(
      sliceListProblems({
        srcRoot: catalog,
        listFile: join(dir, 'category-kind.ts'),
        listName: 'slices',
        roots: [join(dir, 'category-view.tsx')],
        loadedBefore: [join(catalog, 'pages', 'catalogue', 'index.ts')],
      }),
    ).toEqual([]);
  });

  it('bites: a model reached by a static import and missing from the list, and an entry that resolves to nothing', () => {
    const app = mkdtempSync(join(tmpdir(), 'slices-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), text);
    };
    write('features/a/model/a.ts', 'export const a = 1;');
    write('features/a/index.ts', "export { a } from './model/a';");
    write('features/b/model/b.ts', 'export const b = 1;');
    write('features/b/index.ts', "export { b } from './model/b';");
    write('features/lazy/model/lazy.ts', 'export const lazy = 1;');
    write('features/lazy/index.ts', "export { lazy } from './model/lazy';");
    write('features/plain/ui/plain.ts', 'export const plain = 1;');
    write('features/plain/index.ts', "export { plain } from './ui/plain';");
    write(
      'app/app.ts',
      "import { a } from '../features/a';\nimport { b } from '../features/b';\nimport { plain } from '../features/plain';\nexport const load = () => import('../features/lazy');\n",
    );
    write('bootstrap.ts', "const moduleSlices = [\n  () => import('./features/a'),\n  () => import('./features/gone'),\n];\n");
    expect(
      sliceListProblems({
        srcRoot: app,
        listFile: join(app, 'bootstrap.ts'),
        listName: 'moduleSlices',
        roots: [join(app, 'app', 'app.ts')],
      }),
    ).toEqual(['./features/gone: в списке, но такого модуля нет', 'features/b: модель загружается при старте, но её нет в moduleSlices']);
  });

  it('reads static imports and re-exports, not dynamic ones nor type-only ones', () => {
    expect(
      staticImports(
        "import { a } from './a';\nimport type { T } from './t';\nexport { b } from './b';\nimport './side';\nconst l = () => import('./lazy');",
      ),
    ).toEqual(['./a', './b', './side']);
  });
});
