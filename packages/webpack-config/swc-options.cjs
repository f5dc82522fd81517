// One SWC configuration for webpack (swc-loader) and jest (@swc/jest), so that code is compiled
// the same way in the browser bundle and in tests. The effector plugin gives every store a
// stable `sid` (needed to serialize scopes, see ARCHITECTURE.md "Effector with scopes"). Unit names
// (`name: "$cart"`, for debugging) are left out of production builds, as the plugin's documentation
// advises under minification: ≈ 100 strings in the shell alone, on every page's wire.
/** @param {{ development?: boolean, target?: string, names?: boolean }} [opts] */
function swcOptions(opts = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: opts.target ?? 'es2020',
      transform: {
        react: { runtime: 'automatic', development: Boolean(opts.development), refresh: false },
      },
      experimental: {
        plugins: [
          [require.resolve('@effector/swc-plugin/effector_swc_plugin.wasm'), { factories: ['patronum'], addNames: opts.names ?? true }],
        ],
      },
    },
    module: { type: 'es6' },
    sourceMaps: true,
  };
}

module.exports = { swcOptions };
