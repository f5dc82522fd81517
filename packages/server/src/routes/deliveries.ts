import { DELIVERY } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveriesSchema } from '../schemas/deliveries';

/** The deliveries the store uses (SPEC §9: point 2, courier 4, courier company 5); price null = calculated. */
export const DELIVERY_OPTIONS = [
  { id: DELIVERY.POINT, name: 'Самовывоз из магазина', description: 'Бесплатно, из выбранного магазина вашего города', price: 0 },
  { id: DELIVERY.COURIER, name: 'Курьером по городу', description: 'Бесплатно, курьер привезёт заказ по вашему адресу', price: 0 },
  {
    id: DELIVERY.COURIER_COMPANY,
    name: 'Курьерской компанией (СДЭК)',
    description: 'В другой город: до пункта выдачи или до двери, стоимость рассчитывается по весу и адресу',
    price: null,
  },
];

export default async function deliveryRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/order-deliveries', { schema: deliveriesSchema }, async () => ({ items: DELIVERY_OPTIONS }));
}
