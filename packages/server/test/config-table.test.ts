import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withConfigTable } from '../src/config-table';
import { configTable, ENV_VARIABLES } from '../src/env-variables';

describe("README.md's variable table", () => {
  it('is the one env-variables.ts makes (pnpm --filter @store/server run config-table writes it)', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    expect(withConfigTable(readme)).toBe(readme);
  });

  it('has a row for every declared variable', () => {
    const rows = configTable().split('\n').slice(2);
    expect(rows.map((row) => /^\| `(\w+)`/.exec(row)?.[1])).toEqual(Object.keys(ENV_VARIABLES));
  });
});
