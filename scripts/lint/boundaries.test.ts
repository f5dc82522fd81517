import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = join(__dirname, '..', '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * One ESLint process for the file (lint-text-server.mjs: its ESM config cannot load inside jest),
 * asked once per case: the same config and the same report as `eslint --stdin --stdin-filename`.
 */
let linter: {
  child: ChildProcessWithoutNullStreams;
  pending: Map<number, (answer: { messages?: LintMessage[]; error?: string }) => void>;
} | null = null;
let nextId = 0;

function startLinter() {
  const child = spawn(process.execPath, [join(__dirname, 'lint-text-server.mjs')], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
  const pending = new Map<number, (answer: { messages?: LintMessage[]; error?: string }) => void>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as { id: number; messages?: LintMessage[]; error?: string };
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
  });
  child.on('exit', (code) => {
    for (const resolve of pending.values()) resolve({ error: `the lint process exited (${code}): ${stderr}` });
    pending.clear();
  });
  return { child, pending };
}

afterAll(async () => {
  if (!linter) return;
  const { child } = linter;
  linter = null;
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.stdin.end();
  await exited;
});

/** Lints `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  linter ??= startLinter();
  const id = (nextId += 1);
  const { pending, child } = linter;
  const answer = await new Promise<{ messages?: LintMessage[]; error?: string }>((resolve) => {
    pending.set(id, resolve);
    child.stdin.write(`${JSON.stringify({ id, filePath, code })}\n`);
  });
  if (answer.error !== undefined) throw new Error(answer.error);
  return (answer.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
