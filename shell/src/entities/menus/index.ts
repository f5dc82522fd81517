export { started as menusStarted, $topMenu, $headerBottomMenu, $bottomMenu, $menuItems } from './model/menus';
