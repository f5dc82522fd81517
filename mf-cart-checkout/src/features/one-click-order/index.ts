/** cart_checkout/OneClickOrderModal: the one-click order of a product (bus ModalProps<{ productId, defectSerialNumber }>). */
export { OneClickOrderModal as default } from './ui/one-click-modal';
