// Makes public/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf (SPEC §2) from
// user-agreement.html with Chromium's print to PDF, fonts embedded. Run once after editing the text:
//   node shell/scripts/make-user-agreement-pdf.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '../public/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setContent(readFileSync(join(here, 'user-agreement.html'), 'utf8'));
  await page.pdf({ path: out, format: 'A4', margin: { top: '20mm', bottom: '20mm', left: '20mm', right: '20mm' } });
} finally {
  await browser.close();
}
process.stdout.write(`${out}\n`);
