/** catalog/StockModal (bus ModalProps): stock of a product per shop of the selected city, mounted by the shell on stockModalRequested. */
export { StockModal as default } from './ui/stock-modal';
