/** The courier company's destination of an 'other city' order, shared by the calculator and the checkout. */
export {
  $courierDestination,
  courierDeliveryAdded,
  courierDeliveryRemoved,
  $calculatorOpen,
  calculatorOpened,
  calculatorClosed,
} from './model/courier-destination';
export type { CourierDestination } from './model/courier-destination';
