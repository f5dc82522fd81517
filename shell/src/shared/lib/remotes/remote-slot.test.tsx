import type { PageContext } from '@store/bus';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createEvent, createStore, fork } from 'effector';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithScope } from '@store/ui/testing';
import { RemoteSlot } from './remote-slot';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock; registerRemotes: jest.Mock };

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => ({ catalog: 'http://127.0.0.1:3001/mf-manifest.json' }),
  })) as unknown as typeof fetch;
});

describe('a failing remote is contained (ARCHITECTURE.md)', () => {
  it('shows a Russian fallback with «Повторить», and a retry loads the remote again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce({ default: () => <p>Категории</p> });
    render(
      <div>
        <header>Шапка</header>
        <RemoteSlot remote="catalog" module="HomePage" area="Главная" />
      </div>,
    );
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('Не удалось загрузить раздел «Главная»');
    expect(screen.getByText('Шапка')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Категории')).toBeInTheDocument();
    // The retry registers the remote again so its manifest is fetched anew.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'catalog', entry: 'http://127.0.0.1:3001/mf-manifest.json' }], {
      force: true,
    });
  });
});

describe('one failing area does not leak into the next route', () => {
  it('a route change to another remote mounts it afresh', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockImplementation(async (id: string) => {
      if (id === 'catalog/HomePage') throw new Error('catalogue is down');
      return { default: () => <p>Корзина пуста</p> };
    });
    const { rerender } = render(<RemoteSlot remote="catalog" module="HomePage" area="Главная" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('«Главная»');
    rerender(<RemoteSlot remote="cart_checkout" module="CartPage" area="Корзина" />);
    expect(await screen.findByText('Корзина пуста')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('page modules (bus PageModule): pageStarted runs in the shell scope with the location', () => {
  function pageModule() {
    const pageStarted = createEvent<PageContext>();
    const $visits = createStore<string[]>([]).on(pageStarted, (list, { pathname, search }) => [...list, `${pathname}${search}`]);
    function Page() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/store/komp/noutbuki?page=2')}>
          Ноутбуки
        </button>
      );
    }
    return { module: { default: Page, pageStarted }, $visits };
  }

  it('calls pageStarted on mount and on every location change, in the scope of the Provider', async () => {
    const { module, $visits } = pageModule();
    runtime.loadRemote.mockResolvedValue(module);
    const scope = fork();
    renderWithScope(
      <Routes>
        <Route path="store/*" element={<RemoteSlot remote="catalog" module="CataloguePage" area="Каталог" page />} />
      </Routes>,
      { scope, path: '/store/komp' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ноутбуки' }));
    await waitFor(() => expect(scope.getState($visits)).toEqual(['/store/komp', '/store/komp/noutbuki?page=2']));
    expect($visits.getState()).toEqual([]);
  });

  it('renders a page module that has no pageStarted (today’s HomePage)', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <p>Главная витрина</p> });
    renderWithScope(<RemoteSlot remote="catalog" module="HomePage" area="Главная" page />);
    expect(await screen.findByText('Главная витрина')).toBeInTheDocument();
  });
});

describe('a slot with onFailure (modals) reports instead of drawing the inline fallback', () => {
  it('calls onFailure and renders nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime.loadRemote.mockRejectedValue(new Error('entry 500'));
    const onFailure = jest.fn();
    const { container } = render(<RemoteSlot remote="catalog" module="StockModal" area="Наличие" onFailure={onFailure} />);
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });
});
