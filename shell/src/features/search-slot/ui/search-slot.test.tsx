import userEvent from '@testing-library/user-event';
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

/** catalog/SearchBox as the test sees it: what it was handed, and a field of its own. */
function FakeSearchBox({ initialQuery, autoFocus }: { initialQuery: string; autoFocus: boolean }) {
  return <input aria-label="Поиск товаров" data-testid="catalog-search-input" defaultValue={initialQuery} autoFocus={autoFocus} />;
}

/**
 * A page's start afresh: a loaded remote module is kept for the page's life, so each test takes
 * the slot, its React and the MF runtime's mock from a new module registry.
 */
let cleanup = () => {};
afterEach(() => cleanup());

function freshPage() {
  jest.resetModules();
  /* eslint-disable @typescript-eslint/no-require-imports */
  // The pure entry registers no hooks of its own (none may be added inside a test): cleaned up above.
  const testing = require('@testing-library/react/pure') as typeof import('@testing-library/react');
  cleanup = testing.cleanup;
  const { SearchSlot } = require('./search-slot') as typeof import('./search-slot');
  const runtime = require('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { ...testing, SearchSlot, runtime };
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' }),
  })) as unknown as typeof fetch;
});

describe("the header's search waits for its first use (issue 25)", () => {
  it('is a plain form to the results page, and loads no search box, until the shopper reaches for it', () => {
    const { render, screen, SearchSlot, runtime } = freshPage();
    render(<SearchSlot />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveAttribute('name', 'q');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('on focus loads catalog/SearchBox, which takes over the text typed meanwhile and the focus', async () => {
    const { render, screen, waitFor, SearchSlot, runtime } = freshPage();
    let arrive: (module: unknown) => void = () => undefined;
    runtime.loadRemote.mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    render(<SearchSlot />);
    const field = screen.getByRole('searchbox', { name: 'Поиск по каталогу' });
    await userEvent.click(field);
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('catalog/SearchBox'));
    // The shopper types before the box has arrived: the plain field holds it.
    await userEvent.keyboard('дрел');
    arrive({ default: FakeSearchBox });
    const box = await screen.findByTestId('catalog-search-input');
    expect(box).toHaveValue('дрел');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('searchbox', { name: 'Поиск по каталогу' })).toBeNull();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('a pointer over the field loads the box without taking the focus', async () => {
    const { render, screen, SearchSlot, runtime } = freshPage();
    runtime.loadRemote.mockResolvedValue({ default: FakeSearchBox });
    render(<SearchSlot />);
    await userEvent.hover(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }));
    const box = await screen.findByTestId('catalog-search-input');
    expect(box).toHaveValue('');
    expect(box).not.toHaveFocus();
  });

  it('when mf-catalog fails, the plain form stays and the next use asks again', async () => {
    const { render, screen, waitFor, SearchSlot, runtime } = freshPage();
    runtime.loadRemote.mockRejectedValueOnce(new Error('catalog is down')).mockResolvedValueOnce({ default: FakeSearchBox });
    render(<SearchSlot />);
    const field = screen.getByRole('searchbox', { name: 'Поиск по каталогу' });
    await userEvent.click(field);
    await userEvent.keyboard('дрель');
    await waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('searchbox', { name: 'Поиск по каталогу' })).toHaveValue('дрель');
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.tab();
    await userEvent.click(field);
    expect(await screen.findByTestId('catalog-search-input')).toHaveValue('дрель');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });
});
