// Shared singletons of ARCHITECTURE.md: ONE react, react-dom, router, effector, bus, API client
// and UI kit (components and tokens, one copy of their CSS) across the shell and all remotes.
// `requiredVersion` comes from the app's package.json; for workspace packages (`workspace:*`)
// from the package's own version.
// The router is shared as @store/router, the react-router-dom exports the apps use, not as
// react-router-dom, which a share keeps whole (decision 0044).
const fs = require('node:fs');
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', '@store/router', 'effector', 'effector-react', '@store/bus', '@store/api-client', '@store/ui'];

/** Sub-path imports that must resolve to the same singleton (core#3209: react-dom loading twice). */
const SUBPATHS = { react: ['react/jsx-runtime'], 'react-dom': ['react-dom/client'], '@store/api-client': ['@store/api-client/session'] };

/**
 * Singletons whose newer version may carry exports an older one lacks: a remote that needs the newer
 * one fails to load (the shell's error state for it, reported) rather than being handed the shell's
 * older copy, where its import would be `undefined`. @store/router gets a minor version per export.
 */
const STRICT = new Set(['@store/router']);

const workspacePackages = path.join(__dirname, '..');

/** @param {string} name @param {string} range */
function requiredVersionOf(name, range) {
  if (!range.startsWith('workspace:')) return range;
  const dir = name.replace('@store/', '');
  const own = JSON.parse(fs.readFileSync(path.join(workspacePackages, dir, 'package.json'), 'utf8'));
  return `^${own.version}`;
}

/** @param {{ dependencies?: Record<string,string> }} pkg */
function sharedFor(pkg) {
  const deps = pkg.dependencies ?? {};
  /** @type {Record<string, object>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const range = deps[name];
    if (!range) throw new Error(`${name} must be a dependency: it is a shared singleton`);
    const requiredVersion = requiredVersionOf(name, range);
    const version = range.startsWith('workspace:') ? requiredVersion.slice(1) : undefined;
    shared[name] = {
      singleton: true,
      requiredVersion,
      ...(version ? { version } : {}),
      ...(STRICT.has(name) ? { strictVersion: true } : {}),
    };
    for (const sub of SUBPATHS[name] ?? []) {
      shared[sub] = { singleton: true, requiredVersion, packageName: name };
    }
  }
  return shared;
}

/**
 * Where an app's build goes: its dist, or DIST_DIR when set (a second build beside the first, e.g.
 * the development build the hydration test serves next to the production one).
 */
function distDir(appDir) {
  return process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(appDir, 'dist');
}

module.exports = { sharedFor, distDir, SINGLETONS };
