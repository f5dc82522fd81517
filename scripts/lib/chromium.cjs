// Debian's Chromium as every browser run here starts it: no sandbox (root), no GPU, and none of
// the background traffic that this closed network refuses. CommonJS, so that jest's CommonJS tests
// and the ES-module scripts (through chromium.mjs) read the same flags.
exports.CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

exports.CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
