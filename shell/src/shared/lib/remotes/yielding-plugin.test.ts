import { yieldingPlugin } from './yielding-plugin';

// The real MF runtime (not the mock the other tests use): the plugin must split its real steps.
const { createInstance } = jest.requireActual<typeof import('@module-federation/enhanced/runtime')>('@module-federation/enhanced/runtime');

describe("a remote module's load runs in tasks of its own (issue 25)", () => {
  it('yields before the container starts, before the module is got and before it is evaluated', async () => {
    const steps: string[] = [];
    /** A remote's container, as its remoteEntry.js gives it, held in memory instead of fetched. */
    const container = {
      init: async () => {
        steps.push('container started');
      },
      get: (expose: string) => {
        steps.push(`got ${expose}`);
        return async () => {
          steps.push('module evaluated');
          return { default: 'Каталог' };
        };
      },
    };
    const host = createInstance({
      name: 'shell-test',
      remotes: [{ name: 'catalog', entry: 'http://127.0.0.1:3001/remoteEntry.js' }],
      plugins: [
        yieldingPlugin(async () => {
          steps.push('yield');
          await new Promise((resolve) => setTimeout(resolve, 0));
        }),
        { name: 'in-memory-entry', loadEntry: async () => container },
      ],
    });

    const module = await host.loadRemote<{ default: string }>('catalog/CataloguePage');

    expect(module?.default).toBe('Каталог');
    expect(steps).toEqual(['yield', 'container started', 'yield', 'got ./CataloguePage', 'yield', 'module evaluated']);
  });
});
