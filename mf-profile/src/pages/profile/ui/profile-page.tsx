import { $session, authModalRequested } from '@store/bus';
import { Button } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import './profile-page.css';

/** The profile needs a signed-in user; a guest gets the sign-in modal instead (SPEC §6). */
export function ProfilePage() {
  const [session, requestAuth] = useUnit([$session, authModalRequested]);
  const { pathname, search } = useLocation();

  useEffect(() => {
    if (!session.isAuth) requestAuth({ returnTo: `${pathname}${search}` });
  }, [session.isAuth, requestAuth, pathname, search]);

  if (!session.isAuth || !session.user) {
    return (
      <section data-boundary="profile" data-testid="profile-guest" className="profile-card">
        <h1>Личный кабинет</h1>
        <p>Войдите, чтобы увидеть профиль и историю заказов.</p>
        <Button onClick={() => requestAuth({ returnTo: `${pathname}${search}` })}>Войти</Button>
      </section>
    );
  }

  const { user } = session;
  const fullName = [user.lastName, user.firstName].filter(Boolean).join(' ');
  return (
    <section data-boundary="profile" data-testid="profile-page" className="profile-card">
      <h1>Личный кабинет</h1>
      <dl className="profile-fields">
        <dt>Имя</dt>
        <dd>{fullName || 'не указано'}</dd>
        <dt>Телефон</dt>
        <dd>{user.phone ?? 'не указан'}</dd>
        <dt>Почта</dt>
        <dd>{user.email ?? 'не указана'}</dd>
        <dt>Покупатель</dt>
        <dd>{user.isLegal ? 'юридическое лицо' : 'частное лицо'}</dd>
      </dl>
    </section>
  );
}
