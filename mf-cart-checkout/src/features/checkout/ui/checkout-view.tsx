import { DemoNoticeModal, MinimumOrderModal, OrderPlacedModal, SimilarOrdersModal } from './order-modals';

export { CheckoutFormView } from './checkout-form';

/** The modals the checkout opens. They outlive the form: a placed order empties the cart, its modal stays. */
export function CheckoutModals() {
  return (
    <>
      <MinimumOrderModal />
      <DemoNoticeModal />
      <SimilarOrdersModal />
      <OrderPlacedModal />
    </>
  );
}
