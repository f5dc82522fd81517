import { createInstance } from '@module-federation/runtime';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as router from '@store/router';

// The share configuration every app builds with (webpack-config), here as a remote built later asks
// for it: a newer @store/router (a minor version per export added) than the shell provides.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack configuration is CommonJS
const { sharedFor } = require('../../webpack-config/shared.cjs') as {
  sharedFor: (pkg: object) => Record<string, { requiredVersion: string; version?: string; strictVersion?: boolean; singleton: boolean }>;
};

const remotePackage = JSON.parse(readFileSync(join(__dirname, '../../../mf-catalog/package.json'), 'utf8')) as object;
const routerShare = () => sharedFor(remotePackage)['@store/router']!;

/** The shell's share scope as the browser's (and the server's) Module Federation runtime holds it. */
function shellWithRouter(version: string) {
  const { singleton, requiredVersion, strictVersion } = routerShare();
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: { '@store/router': { version, lib: () => router, shareConfig: { singleton, requiredVersion, strictVersion } } },
  });
}

describe('@store/router share: one router, and a remote that needs more than the shell has is refused (decision 0044)', () => {
  it('a remote of the same version gets the shell’s router itself', async () => {
    const shell = shellWithRouter(routerShare().version!);
    const factory = await shell.loadShare('@store/router', { customShareInfo: { shareConfig: routerShare() } });
    expect(factory && factory()).toBe(router);
  });

  it('a remote built with a newer minor version fails to load its router instead of getting exports that are undefined', async () => {
    const shell = shellWithRouter('1.0.0');
    const newer = { ...routerShare(), requiredVersion: '^1.1.0' };
    expect(newer.strictVersion).toBe(true);
    await expect(shell.loadShare('@store/router', { customShareInfo: { shareConfig: newer } })).rejects.toThrow(
      /Version 1\.0\.0 .* @store\/router does not satisfy .* \^1\.1\.0/,
    );
  });
});
