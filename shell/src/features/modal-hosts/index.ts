export { ModalHosts } from './ui/modal-hosts';
