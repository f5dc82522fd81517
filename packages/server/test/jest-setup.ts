// PGlite starts in seconds on 2 cores, and seeding a file's database (2 000 products for the
// sitemap) takes minutes when the machine is busy; `testTimeout` of a project is ignored in a
// multi-project run, so the timeout is set here for every server test file. It only guards
// against a hang: speed lives in the benchmarks.
jest.setTimeout(300_000);
