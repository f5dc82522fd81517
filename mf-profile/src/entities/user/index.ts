export { $user, $userStatus, userRequested, userReceived } from './model/user';
