/** cart_checkout/PhoneConfirmationModal: the SMS code before an order (bus ModalProps<{ phone }>). */
export { PhoneConfirmationModal as default } from './ui/phone-confirmation-modal';
