import { $session, authModalRequested } from '@store/bus';
import { render, screen } from '@testing-library/react';
import { createWatch, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { ProfilePage } from './profile-page';

function renderWithScope(scope = fork()) {
  render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={['/profile/orders?page=1']}>
        <ProfilePage />
      </MemoryRouter>
    </Provider>,
  );
  return scope;
}

describe('profile page needs authentication (SPEC §6)', () => {
  it('asks for sign-in through the bus when a guest opens it, returning to the same address', () => {
    const scope = fork();
    const requests: unknown[] = [];
    createWatch({ unit: authModalRequested, scope, fn: (payload) => requests.push(payload) });
    renderWithScope(scope);
    expect(screen.getByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы увидеть профиль и историю заказов.')).toBeInTheDocument();
    expect(requests).toEqual([{ returnTo: '/profile/orders?page=1' }]);
  });

  it("shows the signed-in user's data", () => {
    const scope = fork({
      values: [
        [
          $session,
          { isAuth: true, user: { id: 1, firstName: 'Иван', lastName: 'Петров', phone: '79001234567', email: null, isLegal: true } },
        ],
      ],
    });
    renderWithScope(scope);
    expect(screen.getByText('Петров Иван')).toBeInTheDocument();
    expect(screen.getByText('юридическое лицо')).toBeInTheDocument();
  });
});
