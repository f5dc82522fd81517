// PGlite starts in seconds on 2 cores; `testTimeout` of a project is ignored in a multi-project
// run, so the timeout is set here for every server test file.
jest.setTimeout(120_000);
