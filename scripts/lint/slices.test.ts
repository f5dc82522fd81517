import { join } from 'node:path';
import { layoutProblems, publicApiProblems } from './slices';

const root = join(__dirname, '..', '..');
const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-auth', 'mf-profile'];
const clean = join(__dirname, 'fixtures', 'fsd-app');
const broken = join(__dirname, 'fixtures', 'fsd-layout');

describe('one folder layout inside every slice: index.ts and segment folders', () => {
  it.each(APPS)('%s', (app) => {
    expect(layoutProblems(join(root, app))).toEqual([]);
  });

  it('bites: a segment as a file, a folder that is no segment, a badly named @x file, a slice without index.ts', () => {
    expect(layoutProblems(clean)).toEqual([]);
    expect(layoutProblems(broken).sort()).toEqual(
      [
        'entities/thing/@x/flat.tsx: в @x лежат только <слайс>.ts',
        'features/flat/components: не сегмент (ui, model, api, lib, config)',
        'features/flat/model.ts: файл в корне слайса, место ему в сегменте',
        'pages/home: нет публичного index.ts',
      ].sort(),
    );
  });
});

describe("a slice's public index.ts exports what others use, no more", () => {
  it.each(APPS)('%s', (app) => {
    expect(publicApiProblems(join(root, app))).toEqual([]);
  });

  it('bites: an export nobody outside the slice imports (index.ts or @x), and export *', () => {
    expect(publicApiProblems(clean)).toEqual([]);
    expect(publicApiProblems(broken).sort()).toEqual(
      [
        'entities/thing/index.ts: unused никто вне слайса не импортирует',
        'entities/thing/@x/home.ts: thing никто вне слайса не импортирует',
        'features/flat/index.ts: export * (публичный API перечисляется явно)',
      ].sort(),
    );
  });
});
