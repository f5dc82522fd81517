/** The shopper-facing texts of order placement. */
import { ONE_CLICK_QUANTITY } from '@store/domain';

export const DEMO_SITE_MESSAGE = 'Это демонстрационная версия сайта: оформление заказов и оплата недоступны';
export const CONFIRM_PHONE_MESSAGE = 'Подтвердите номер телефона кодом из SMS';
export const ACCOUNT_PHONE_MESSAGE =
  'Заказ оформляется на данные вашего аккаунта. Чтобы оформить заказ на другой номер, выйдите из аккаунта';
export const PRICE_CHANGED_MESSAGE = 'Цены изменились. Проверьте сумму заказа и подтвердите его снова';
export const ONE_CLICK_QUANTITY_MESSAGE = `В заказ в один клик входит ${ONE_CLICK_QUANTITY} шт. одного товара`;
export const IDEMPOTENCY_REUSED_MESSAGE = 'Ключ Idempotency-Key уже использован для другого заказа';
export const PAYMENT_METHOD_NOT_ALLOWED = 'Выбранный способ оплаты недоступен для данной доставки';
export const assemblyNotOffered = (title: string) => `Сборка не предлагается для товара «${title}»`;
export const ASSEMBLY_WITHOUT_GOODS = 'Сборка выбрана для товара, которого нет в заказе';
export const TOO_MANY_ORDERS_MESSAGE = 'Слишком много заказов. Попробуйте позже или позвоните оператору';
export const defectSoldMessage = (title: string) => `Уценённый товар «${title}» уже продан`;
export const soldOutMessage = (title: string) => `Товар «${title}» закончился в выбранном городе`;
