// Nothing generated is tracked: fails when a file in the index matches the ignore rules
// (a build, a cache such as .swc/, data, a report added by mistake or before the rule existed).
import { execFileSync } from 'node:child_process';

const tracked = execFileSync('git', ['ls-files', '--cached', '--ignored', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
if (tracked.length > 0) {
  process.stderr.write(`Tracked files that the ignore rules exclude (remove them with git rm --cached):\n${tracked.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('No tracked file matches the ignore rules.\n');
