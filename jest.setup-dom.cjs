// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time.
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Testing Library's findBy and waitFor wait up to 1 s by default: on two cores under a full CI's load
// a render that takes 50 ms alone took longer. What they wait for is the same; they wait longer.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
