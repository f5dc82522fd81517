// Lints texts as if they were files of the repository, with its own ESLint config, for the boundary
// rules' tests: one process for the whole test file instead of an `eslint --stdin` CLI per case (each
// CLI start loads ESLint, typescript-eslint and the config anew, about 1.5 s on two cores).
// Reads one JSON request a line on stdin, `{ "id", "filePath", "code" }`, and answers one a line on
// stdout, `{ "id", "messages" }` (or `{ "id", "error" }`), as `eslint --stdin --stdin-filename` would report.
import { createInterface } from 'node:readline';
import { ESLint } from 'eslint';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });

for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const { id, filePath, code } = JSON.parse(line);
  try {
    const [report] = await eslint.lintText(code, { filePath, warnIgnored: true });
    process.stdout.write(`${JSON.stringify({ id, messages: report?.messages ?? [] })}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id, error: String(error?.stack ?? error) })}\n`);
  }
}
