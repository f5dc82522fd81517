import { $supportPhone } from '@store/bus';
import { phoneHref } from '@store/domain';
import { Skeleton } from '@store/ui';
import { Link } from '@store/router';
import { useUnit } from 'effector-react';
import { $supportHours } from '../../../features/settings';
import { ContentPage } from '../../../shared/ui';

/** Contacts: the support phone and hours from the store's settings, the shops and the feedback form. */
export function ContactsPage() {
  const [phone, hours] = useUnit([$supportPhone, $supportHours]);
  return (
    <ContentPage path="/contacts" testId="shell-page-contacts">
      <h2>Телефон для покупателей</h2>
      <p>
        {phone ? (
          <a href={phoneHref(phone)} data-testid="shell-contacts-phone">
            {phone}
          </a>
        ) : (
          <Skeleton width={160} height={18} />
        )}
        <br />
        Ежедневно {hours}, время иркутское. Звонок по России бесплатный.
      </p>
      <h2>Отдел заказов</h2>
      <p>
        Вопросы о заказе, доставке и оплате удобнее всего задать через <Link to="/feedback?category=7">форму обратной связи</Link>: укажите
        номер заказа, и мы ответим в рабочее время.
      </p>
      <h2>Магазины и самовывоз</h2>
      <p>
        Адреса, часы работы и телефоны магазинов вашего города — на странице <Link to="/point">«Адреса магазинов»</Link>.
      </p>
    </ContentPage>
  );
}
