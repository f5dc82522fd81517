export { started as menusStarted, $topMenu, $headerBottomMenu, $bottomMenu } from './model';
