// The shell is the MF host: it exposes nothing and compiles no remote URL in. Remotes are
// registered at run time from /remotes.json (see src/shared/lib/remotes).
module.exports = { name: 'shell', exposes: {} };
