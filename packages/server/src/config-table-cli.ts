/** `pnpm --filter @store/server run config-table`: writes README.md's variable table from env-variables.ts. */
import { join } from 'node:path';
import { writeConfigTable } from './config-table';

const readme = join(process.argv[2] ?? process.cwd(), 'README.md');
process.stdout.write(`${writeConfigTable(readme) ? `${readme}: table written` : `${readme}: table up to date`}\n`);
