import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as if it were the file at `filePath` (the ESLint CLI: its ESM config cannot load inside jest). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const result = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [report] = JSON.parse(result.stdout) as { messages: LintMessage[] }[];
  return (report?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('boundary rule: a remote never imports another remote', () => {
  it('fails when mf-catalog imports mf-cart-checkout by path', async () => {
    const errors = await boundaryErrors(
      'mf-catalog/src/pages/home/ui/x.ts',
      "import { CartPage } from '../../../../../mf-cart-checkout/src/pages/cart';\nexport { CartPage };\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Импорт из mf-cart-checkout запрещён: приложения общаются только через @store/bus.');
  });

  it('fails when mf-profile imports mf-auth by package name', async () => {
    const errors = await boundaryErrors('mf-profile/src/x.ts', "import x from '@store/mf-auth';\nexport { x };\n");
    expect(errors).toHaveLength(1);
  });

  it('fails when a remote imports the shell, or the shell imports a remote statically', async () => {
    expect(await boundaryErrors('mf-auth/src/x.ts', "import { App } from '../../shell/src/app/app';\nexport { App };\n")).toHaveLength(1);
    expect(await boundaryErrors('shell/src/x.ts', "import Home from '../../mf-catalog/src/pages/home';\nexport { Home };\n")).toHaveLength(
      1,
    );
  });

  it('fails when a shared package imports an app', async () => {
    expect(
      await boundaryErrors(
        'packages/bus/src/x.ts',
        "import { HomePage } from '../../../mf-catalog/src/pages/home/ui/home-page';\nexport { HomePage };\n",
      ),
    ).toHaveLength(1);
  });

  it('passes for imports of the bus, the shared packages and own files', async () => {
    const code =
      "import { citySelected } from '@store/bus';\nimport { fetchCategoryMenu } from '@store/api-client';\nimport { CategoryGrid } from '../../../entities/category';\nexport { citySelected, fetchCategoryMenu, CategoryGrid };\n";
    expect(await boundaryErrors('mf-catalog/src/pages/home/ui/x.ts', code)).toEqual([]);
  });
});

describe('router rule: the router comes from its share, @store/router (decision 0044)', () => {
  const ROUTER = 'Маршрутизатор общий: импортируйте из @store/router (нужного экспорта нет — добавьте его туда).';

  const routerErrors = async (filePath: string, code: string) => (await boundaryErrors(filePath, code)).map((m) => m.includes(ROUTER));

  it('fails when a remote, the shell or the UI kit imports react-router-dom or what it is made of', async () => {
    expect(
      await routerErrors('mf-catalog/src/pages/home/ui/x.tsx', "import { Link } from 'react-router-dom';\nexport { Link };\n"),
    ).toEqual([true]);
    expect(await routerErrors('shell/src/app/x.tsx', "import { useNavigate } from 'react-router';\nexport { useNavigate };\n")).toEqual([
      true,
    ]);
    expect(
      await routerErrors('packages/ui/src/x.tsx', "import { createPath } from '@remix-run/router';\nexport { createPath };\n"),
    ).toEqual([true]);
    expect(
      await routerErrors('mf-profile/src/x.tsx', "import { StaticRouter } from 'react-router-dom/server';\nexport { StaticRouter };\n"),
    ).toEqual([true]);
  });

  it('passes for the share, for tests, and for the share itself and the server that renders with the full router', async () => {
    expect(await boundaryErrors('mf-catalog/src/pages/home/ui/x.tsx', "import { Link } from '@store/router';\nexport { Link };\n")).toEqual(
      [],
    );
    const memory = "import { MemoryRouter } from 'react-router-dom';\nexport { MemoryRouter };\n";
    expect(await boundaryErrors('mf-catalog/src/pages/home/ui/x.test.tsx', memory)).toEqual([]);
    expect(await boundaryErrors('packages/ui/src/testing/x.tsx', memory)).toEqual([]);
    expect(await boundaryErrors('packages/router/src/x.ts', memory)).toEqual([]);
    expect(await boundaryErrors('packages/ssr/src/x.ts', memory)).toEqual([]);
  });

  it('tests still keep the app boundary', async () => {
    expect(
      await boundaryErrors('mf-catalog/src/x.test.tsx', "import { CartPage } from '@store/mf-cart-checkout';\nexport { CartPage };\n"),
    ).toHaveLength(1);
  });
});
