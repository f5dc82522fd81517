import { Link } from '@store/router';
import { ContentPage } from '../../../shared/ui';

/** The bonus programme (SPEC §1 says one exists; its rules are not given, this text is the store's placeholder). */
export function BonusPage() {
  return (
    <ContentPage path="/bonusnaya-programma" testId="shell-page-bonus">
      <p>Покупайте в ТехноСибирь и получайте бонусы, которыми можно оплатить часть следующих покупок.</p>
      <h2>Как получить бонусы</h2>
      <ul>
        <li>Войдите в личный кабинет или зарегистрируйтесь по номеру телефона.</li>
        <li>Оформляйте заказы на сайте или покупайте в магазинах, называя номер телефона на кассе.</li>
        <li>Бонусы начисляются после получения заказа.</li>
      </ul>
      <h2>Как потратить бонусы</h2>
      <p>
        Бонусами можно оплатить часть стоимости покупки в магазине. Условия начисления и списания уточняйте у продавцов или по телефону
        поддержки на странице <Link to="/contacts">«Контакты»</Link>.
      </p>
    </ContentPage>
  );
}
