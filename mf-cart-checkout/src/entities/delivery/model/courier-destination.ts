/**
 * Where the courier company takes an 'other city' order (SPEC §4 delivery-cost calculator): saved
 * by «Добавить доставку к заказу», read by the checkout for the order and its delivery price.
 */
import { citySelected, sessionEnded } from '@store/bus';
import type { AddressKind } from '@store/domain';
import { createEvent, createStore } from 'effector';

export interface CourierDestination {
  cityCode: number;
  cityName: string;
  mode: AddressKind;
  /** The chosen pickup point (office mode). */
  pointCode: string | null;
  pointAddress: string | null;
  /** City, street and house (courier mode). */
  address: { city: string; street: string; house: string } | null;
  /** The price shown (SPEC §9: ceil((minSum + priceToPoint) × 1.1) + 250) and the days. */
  price: number;
  days: number;
}

export const courierDeliveryAdded = createEvent<CourierDestination>();
export const courierDeliveryRemoved = createEvent();

export const $courierDestination = createStore<CourierDestination | null>(null)
  .on(courierDeliveryAdded, (_, destination) => destination)
  .reset(courierDeliveryRemoved, citySelected, sessionEnded);

/** The delivery-cost calculator modal (SPEC §2): opened from the checkout, drawn by its own feature. */
export const calculatorOpened = createEvent();
export const calculatorClosed = createEvent();
export const $calculatorOpen = createStore(false)
  .on(calculatorOpened, () => true)
  .reset(calculatorClosed, courierDeliveryAdded, citySelected, sessionEnded);
