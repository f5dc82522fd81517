// jest's own order (failed first, then slowest first by the timings of the last run) with one change
// for a checkout that has no timings yet, as CI's fresh clone: the API's files (seconds to a minute
// each, a database per file) go before the rest (mostly under a second), largest first. By file size
// alone, jest's fallback, small but slow API files came last and one worker ran them while the other
// idled at the end of the run.
const path = require('node:path');

// @jest/test-sequencer is jest's own dependency (pnpm does not hoist it): found from jest's package.
const packageDir = (name, from) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
const core = packageDir('@jest/core', packageDir('jest', __dirname));
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [core] })).default;

const API = path.join(__dirname, 'packages', 'server') + path.sep;

class StoreSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    // Array#sort is stable: within each group jest's order (largest file first) stays.
    const rank = (test) => (test.path.startsWith(API) ? 0 : 1);
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = StoreSequencer;
