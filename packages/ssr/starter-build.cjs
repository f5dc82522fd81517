// The page's starter (src/starter) bundled into the one small script the server's HTML carries.
// Called by this package's build (build.mjs), which embeds the text in dist/index.js, and by its jest
// config, which gives the same text to the DOM tests: both run this function on the same sources, so
// the tests run the script the pages get, byte for byte (it is written to dist/starter.js as well).
const { buildSync } = require('esbuild');
const { mkdirSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const ENTRY = path.join(__dirname, 'src/starter/index.ts');
const OUT = path.join(__dirname, 'dist/starter.js');
/** The bundle's one free name, replaced by the page's values (start-after-picture.ts). */
const ARGS_NAME = '__STARTER_ARGS__';

/** @returns {string} the starter's script */
function buildStarter() {
  const result = buildSync({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    alias: { '@store/domain': path.join(__dirname, '../domain/src/index.ts') },
    logLevel: 'warning',
  });
  const script = result.outputFiles[0].text.trim();
  if (script.split(ARGS_NAME).length !== 2) throw new Error(`starter: ${ARGS_NAME} must appear exactly once in the bundle`);
  // Inline in the HTML: nothing in it may end its script element or open a comment there.
  if (/<\/script|<!--/i.test(script)) throw new Error('starter: the bundle holds </script or <!--');
  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(OUT, script);
  return script;
}

module.exports = { buildStarter, ARGS_NAME };
