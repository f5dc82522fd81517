import type { Answer, Schemas } from './wire';

type Item<T> = T extends readonly (infer I)[] ? I : never;

/** Names for the answers the apps read most; all derived from the API's OpenAPI document. */
export type MenuCategory = Schemas['CategoryNode'];
export type ProductCategory = Schemas['ProductCategory'];
export type Region = Item<Answer<'/api/geo-region/city-in-region', 'get'>['items']>;
export type City = Item<Region['cities']>;
export type Shop = Item<Answer<'/api/delivery-point/city/list', 'get'>['items']>;
export type Menu = Item<Answer<'/api/menu/code', 'get'>['items']>;
export type MenuItem = Item<Menu['items']>;
export type CatalogueAnswer = Answer<'/api/category/products', 'get'>;
export type Product = Answer<'/api/product/{id}', 'get'>;
export type SearchAnswer = Answer<'/api/product/search', 'post'>;
export type LoginAnswer = Answer<'/api/auth/login', 'post'>;
export type AuthUser = LoginAnswer['user'];
export type PhoneCodeAnswer = Answer<'/api/auth/get-auth-code', 'post'>;
export type OrderList = Answer<'/api/orders', 'get'>;
export type Order = Answer<'/api/orders/{id}', 'get'>;
