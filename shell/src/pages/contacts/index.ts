/** Контакты */
export { ContactsPage as default } from './ui/contacts-page';
