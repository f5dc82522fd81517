import { ErrorState, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { $user, $userStatus } from '../../../entities/user';
import { PasswordForm } from '../../../features/change-password';
import { PhoneSection } from '../../../features/change-phone';
import { ProfileForm } from '../../../features/edit-profile';
import { LegalSection } from '../../../features/legal-data';
import { TEXTS } from '../../../shared/config/texts';
import { accountRetried } from '../model/page';

/** /profile: personal data, phone, password and the legal entity's data. */
export function AccountView() {
  const [user, status, retry] = useUnit([$user, $userStatus, accountRetried]);
  if (status === 'error' && !user) {
    return <ErrorState message={TEXTS.loadFailed} onRetry={retry} retryLabel={TEXTS.retry} />;
  }
  if (!user) return <AccountSkeleton />;
  return (
    <div className="profile-account" data-testid="profile-account">
      <h1 className="profile-title">{TEXTS.title}</h1>
      <Section title="Личные данные" id="profile-personal">
        <ProfileForm user={user} />
      </Section>
      <Section title="Телефон" id="profile-phone-title">
        <PhoneSection user={user} />
      </Section>
      <Section title="Юридическое лицо" id="profile-legal-title">
        <LegalSection user={user} />
      </Section>
      <Section title="Пароль" id="profile-password-title">
        <PasswordForm />
      </Section>
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="profile-card" aria-labelledby={id}>
      <h2 id={id} className="profile-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function AccountSkeleton() {
  return (
    <div className="profile-account" aria-busy="true" data-testid="profile-account-loading">
      <Skeleton width="50%" height={32} />
      {[0, 1, 2].map((key) => (
        <div key={key} className="profile-card">
          <Skeleton width="30%" height={24} />
          <Skeleton lines={3} />
        </div>
      ))}
    </div>
  );
}
