export { ModalHosts } from './ui';
export { MODAL_HOSTS } from './model';
