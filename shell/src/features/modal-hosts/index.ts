export { ModalHosts } from './ui/modal-hosts';
export { MODAL_HOSTS } from './model/modal-hosts';
