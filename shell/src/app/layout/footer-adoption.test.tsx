import { SSR_IDS } from '@store/domain';
import { NewsletterForm, StoreFooter } from '@store/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';

// Decision 0055: the footer the server drew stays as drawn; only its newsletter form is hydrated.

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const runtime = jest.requireMock('@module-federation/enhanced/runtime') as { loadRemote: jest.Mock };

const COLUMNS = [{ code: 'bottom-menu-about', title: 'О компании', items: [{ id: 1, title: 'Контакты', href: '/contacts' }] }];

/** A page the browser renders, as the shell's server sends it (packages/ssr pageWithFooter). */
function framedHtml() {
  const footer = renderToString(
    <StaticRouter location="/">
      <StoreFooter
        columns={COLUMNS}
        phone="+7 (800) 555-35-35"
        hours="10:00-19:00"
        year={2031}
        id={SSR_IDS.footer}
        subscription={<NewsletterForm />}
      />
    </StaticRouter>,
  );
  document.body.innerHTML = `<div id="root"><div class="prepaint">шапка</div></div>${footer}`;
}

beforeAll(() => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => ({}) })) as unknown as typeof fetch;
  runtime.loadRemote.mockImplementation(async (id: string) => ({ default: () => <p data-testid="remote">{id}</p> }));
});

it("keeps the server's footer, draws no second one, takes its links through the router and hydrates its form alone", async () => {
  const errors = jest.spyOn(console, 'error');
  framedHtml();
  const footer = document.getElementById(SSR_IDS.footer)!;
  const copyright = within(footer).getByText('© 2013–2031 ТехноСибирь. Все права защищены.');
  const email = within(footer).getByLabelText('Электронная почта');
  const root = document.getElementById('root')!;
  const { AppRoutes } = await import('../routes');

  render(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={['/profile']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <AppRoutes />
      </MemoryRouter>
    </Provider>,
    { container: root },
  );
  expect(await within(root).findByTestId('shell-header')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  // One footer, the server's, after the shell's root, its text as the server drew it.
  expect(screen.getAllByTestId('shell-footer')).toEqual([footer]);
  expect(root.contains(footer)).toBe(false);
  expect(within(footer).getByText('© 2013–2031 ТехноСибирь. Все права защищены.')).toBe(copyright);
  // The form is hydrated where it is: the same input, now with the form's checks.
  expect(within(footer).getByLabelText('Электронная почта')).toBe(email);
  await userEvent.click(within(footer).getByRole('button', { name: 'Подписаться' }));
  expect(await within(footer).findByText('Это поле обязательно для заполнения!')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');

  // Its own links go through the router: the next page in the same document.
  await userEvent.click(within(footer).getByRole('link', { name: 'Контакты' }));
  expect(await screen.findByTestId('shell-page-contacts')).toBeInTheDocument();
  expect(screen.getAllByTestId('shell-footer')).toEqual([footer]);
  expect(errors).not.toHaveBeenCalled();
});
