export { $user, $userStatus, userRequested, userReceived } from './model/user';
export type { LoadStatus } from './model/user';
