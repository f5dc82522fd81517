import { remoteErrorsPlugin, RemoteUnavailableError, sharedMisfits } from './remote-errors-plugin';

const shellShared = {
  react: [{ version: '18.3.1', from: 'shell', shareConfig: { requiredVersion: '^18.3.1', singleton: true } }],
  '@store/bus': [{ version: '1.1.0', from: 'shell', shareConfig: { requiredVersion: '^1.1.0', singleton: true } }],
};

describe('shared singletons of a remote against the shell', () => {
  it('accepts a remote whose shared versions fit the shell both ways', () => {
    expect(sharedMisfits([{ name: 'react', version: '18.3.1', requiredVersion: '^18.3.1' }], shellShared, 'shell')).toEqual([]);
  });

  it('names the library when the remote needs a version the shell does not give, or was built outside its range', () => {
    expect(sharedMisfits([{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }], shellShared, 'shell')).toEqual([
      'react: оболочка даёт 18.3.1, модулю нужна ^19.0.0',
    ]);
    expect(sharedMisfits([{ name: '@store/bus', version: '2.0.0', requiredVersion: '*' }], shellShared, 'shell')).toEqual([
      '@store/bus: модуль собран с 2.0.0, оболочка принимает ^1.1.0',
    ]);
  });
});

describe('the shell runtime plugin', () => {
  it('refuses a manifest whose singletons do not fit, reporting remote@version and the library', () => {
    const report = jest.fn();
    const plugin = remoteErrorsPlugin({ label: (name) => `${name}@1.2.0`, report });
    const args = {
      moduleInfo: { name: 'catalog' },
      manifestJson: { name: 'catalog', shared: [{ name: 'react', version: '19.0.0', requiredVersion: '^19.0.0' }] },
      options: { name: 'shell', shared: shellShared },
    };
    expect(() => (plugin.loadRemoteSnapshot as (a: unknown) => unknown)(args)).toThrow(/catalog@1\.2\.0.*react/);
    expect(report).toHaveBeenCalledWith(expect.stringContaining('catalog@1.2.0'));
  });

  it('turns any load failure into one error naming the remote, its version and the module', () => {
    const plugin = remoteErrorsPlugin({ label: (name) => `${name}@1.4.0` });
    const hook = plugin.errorLoadRemote as (a: unknown) => unknown;
    expect(() => hook({ id: 'catalog/HomePage', error: new Error('ScriptNetworkError'), lifecycle: 'onLoad' })).toThrow(
      'Удалённый модуль catalog@1.4.0 (catalog/HomePage) недоступен (onLoad): ScriptNetworkError',
    );
    expect(() => hook({ id: 'catalog/HomePage', error: new Error('x'), lifecycle: 'onLoad' })).toThrow(RemoteUnavailableError);
  });

  it('takes a remote entry whose script failed out of the page, so a retry loads it afresh instead of waiting on it', () => {
    const plugin = remoteErrorsPlugin();
    const createScript = plugin.createScript as unknown as (args: { url: string; attrs?: Record<string, unknown> }) => {
      script: HTMLScriptElement;
    };
    const { script } = createScript({ url: 'http://cdn/catalog/remoteEntry.js', attrs: { async: true } });
    document.head.append(script);
    script.dispatchEvent(new Event('error'));
    expect(document.querySelector('script[src="http://cdn/catalog/remoteEntry.js"]')).toBeNull();
  });

  it('gives every manifest request a time budget', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: true });
    global.fetch = fetchMock;
    const plugin = remoteErrorsPlugin({ budgetMs: 4000 });
    await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://cdn/mf-manifest.json', {});
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[1].signal).toBeInstanceOf(AbortSignal);
  });
});
