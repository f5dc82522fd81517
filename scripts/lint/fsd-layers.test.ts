import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');
const fixture = join(__dirname, 'fixtures', 'fsd-app', 'src');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const UPWARD = 'импортировать можно только слои ниже своего';
const SIDEWAYS = 'не импортирует соседний слайс';
const DEEP = 'Импорт в обход публичного API слайса';

/** Each deliberate violation of the fixture app and the one report it must get. */
const VIOLATIONS: Record<string, string> = {
  'features/add-to-cart/model/imports-a-page.ts': `Слой features не импортирует слой pages: ${UPWARD}`,
  'features/add-to-cart/model/re-exports-a-page.ts': `Слой features не импортирует слой pages: ${UPWARD}`,
  'entities/product/lib/imports-a-feature.ts': `Слой entities не импортирует слой features: ${UPWARD}`,
  'entities/cart/model/imports-a-type-upward.ts': `Слой entities не импортирует слой features: ${UPWARD}`,
  'shared/lib/imports-an-entity.ts': `Слой shared не импортирует слой entities: ${UPWARD}`,
  'shared/lib/imports-the-app.ts': `Слой shared не импортирует слой app: ${UPWARD}`,
  'features/add-to-cart/model/imports-another-feature.ts': `Слайс features/add-to-cart ${SIDEWAYS} compare своего слоя`,
  'pages/home/model/imports-another-page.ts': `Слайс pages/home ${SIDEWAYS} cart своего слоя`,
  'entities/cart/model/imports-another-entity.ts': `Слайс entities/cart ${SIDEWAYS} product своего слоя: общее переносится на слой ниже или отдаётся через entities/product/@x/cart.ts`,
  'entities/cart/model/uses-an-x-kept-for-another.ts': `Слайс entities/cart ${SIDEWAYS} product своего слоя`,
  'pages/home/model/deep-import.ts': `${DEEP} features/compare: только через его index.ts`,
  'app/deep-import.ts': `${DEEP} entities/product: только через его index.ts`,
  'pages/cart/ui/lazy-deep-import.ts': `${DEEP} features/add-to-cart: только через его index.ts`,
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(fixture, join(dir, entry.name))],
  );
}

/**
 * Lints the whole fixture app once with the repository's config (the ESLint CLI: its ESM config
 * cannot load inside jest). The fixture is in the config's ignores so `eslint .` stays clean.
 */
function lintFixture(): Map<string, LintMessage[]> {
  const result = spawnSync(process.execPath, [eslintBin, '--no-ignore', '--format', 'json', fixture], { cwd: root, encoding: 'utf8' });
  const reports = JSON.parse(result.stdout) as { filePath: string; messages: LintMessage[] }[];
  return new Map(reports.map((r) => [relative(fixture, r.filePath), r.messages]));
}

describe('FSD layer rule: a slice imports only layers below it, other slices only through their index.ts', () => {
  let reports: Map<string, LintMessage[]>;
  beforeAll(() => {
    reports = lintFixture();
  });

  it.each(Object.entries(VIOLATIONS))('reports %s', (file, expected) => {
    const messages = reports.get(file) ?? [];
    expect(messages.map((m) => m.ruleId)).toEqual(['boundaries/dependencies']);
    expect(messages[0]!.message).toContain(expected);
  });

  it('passes every import that follows the layers: downwards through index.ts, inside a slice, inside shared and the app layer, and an entity through the @x kept for it', () => {
    const clean = filesUnder(fixture).filter((file) => !(file in VIOLATIONS));
    expect(clean).toEqual(
      expect.arrayContaining(['entities/view-history/model/view-history.ts', 'shared/lib/format.ts', 'index.ts', 'app/app.ts']),
    );
    for (const file of clean) expect({ file, messages: reports.get(file) }).toEqual({ file, messages: [] });
  });
});
