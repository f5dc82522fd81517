// Plain SQL migration files imported as text, as esbuild bundles them for the server.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
