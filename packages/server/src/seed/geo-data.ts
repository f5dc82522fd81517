import { DEFAULT_CITY, OTHER_CITY } from '@store/domain';

export interface SeedShop {
  id: number;
  title: string;
  address: string;
  phone: string;
  main: string;
  weekend: string | null;
  custom: string | null;
  lat: number;
  lon: number;
}

export interface SeedCity {
  id: number;
  regionId: number | null;
  name: string;
  code: number;
  shops: SeedShop[];
  isOther?: boolean;
}

export const REGIONS = [
  { id: 38, name: 'Иркутская область' },
  { id: 3, name: 'Республика Бурятия' },
  { id: 24, name: 'Красноярский край' },
];

const WEEKDAYS = '09:00-20:00';
const WEEKEND = '10:00-18:00';
const NEW_YEAR = '31 декабря — до 16:00, 1–2 января — выходной';

const shop = (
  id: number,
  title: string,
  address: string,
  phone: string,
  lat: number,
  lon: number,
  extra: Partial<SeedShop> = {},
): SeedShop => ({
  id,
  title,
  address,
  phone,
  main: WEEKDAYS,
  weekend: WEEKEND,
  custom: null,
  lat,
  lon,
  ...extra,
});

/** Cities with pickup shops; `code` is the stock code whose prices the city sees. */
export const CITIES: SeedCity[] = [
  {
    id: DEFAULT_CITY.id,
    regionId: 38,
    name: DEFAULT_CITY.name,
    code: DEFAULT_CITY.code,
    shops: [
      shop(DEFAULT_CITY.shopId, 'ТехноСибирь на Ленина', 'Усолье-Сибирское, ул. Ленина, 75', '+7 (39543) 6-12-34', 52.7513, 103.6452, {
        custom: NEW_YEAR,
      }),
      shop(108, 'ТехноСибирь на Крупской', 'Усолье-Сибирское, ул. Крупской, 42', '+7 (39543) 6-45-67', 52.7562, 103.6391, {
        weekend: '10:00-16:00',
      }),
    ],
  },
  {
    id: 195585301,
    regionId: 38,
    name: 'Иркутск',
    code: 301,
    shops: [
      shop(111, 'ТехноСибирь на Ширямова', 'Иркутск, ул. Ширямова, 32', '+7 (3952) 48-10-10', 52.2708, 104.3529),
      shop(112, 'ТехноСибирь в Ново-Ленино', 'Иркутск, ул. Розы Люксембург, 184', '+7 (3952) 48-20-20', 52.3541, 104.2055, {
        custom: NEW_YEAR,
      }),
      shop(113, 'ТехноСибирь на Советской', 'Иркутск, ул. Советская, 58', '+7 (3952) 48-30-30', 52.2766, 104.3221, {
        main: '10:00-21:00',
        weekend: '10:00-21:00',
      }),
    ],
  },
  {
    id: 195585302,
    regionId: 38,
    name: 'Ангарск',
    code: 302,
    shops: [shop(121, 'ТехноСибирь Ангарск', 'Ангарск, 84-й квартал, 17', '+7 (3955) 67-00-11', 52.5447, 103.8885)],
  },
  {
    id: 195585303,
    regionId: 38,
    name: 'Черемхово',
    code: 303,
    shops: [
      shop(131, 'ТехноСибирь Черемхово', 'Черемхово, ул. Ференца Патаки, 6', '+7 (39546) 5-22-33', 53.1369, 103.0901, { weekend: null }),
    ],
  },
  {
    id: 195585304,
    regionId: 38,
    name: 'Саянск',
    code: 304,
    shops: [shop(141, 'ТехноСибирь Саянск', 'Саянск, микрорайон Юбилейный, 11', '+7 (39553) 5-77-88', 54.1138, 102.1622)],
  },
  {
    id: 195585305,
    regionId: 38,
    name: 'Шелехов',
    code: 305,
    shops: [shop(151, 'ТехноСибирь Шелехов', 'Шелехов, 4-й микрорайон, 38', '+7 (39550) 4-11-22', 52.2107, 104.0974)],
  },
  {
    id: 195585306,
    regionId: 38,
    name: 'Братск',
    code: 306,
    shops: [
      shop(161, 'ТехноСибирь Братск-Центр', 'Братск, ул. Мира, 35', '+7 (3953) 41-55-66', 56.1515, 101.6342),
      shop(162, 'ТехноСибирь Братск-Энергетик', 'Братск, ул. Наймушина, 20', '+7 (3953) 37-88-99', 56.1006, 101.5897, {
        weekend: '11:00-17:00',
      }),
    ],
  },
  {
    id: 195585307,
    regionId: 38,
    name: 'Зима',
    code: 307,
    shops: [
      shop(171, 'ТехноСибирь Зима', 'Зима, ул. Ленина, 9', '+7 (39554) 3-14-15', 53.9208, 102.0491, { weekend: null, custom: NEW_YEAR }),
    ],
  },
  {
    id: 195587001,
    regionId: 3,
    name: 'Улан-Удэ',
    code: 310,
    shops: [shop(181, 'ТехноСибирь Улан-Удэ', 'Улан-Удэ, ул. Балтахинова, 15', '+7 (3012) 22-33-44', 51.8335, 107.5841)],
  },
  {
    id: 195588001,
    regionId: 24,
    name: 'Красноярск',
    code: 320,
    shops: [
      shop(191, 'ТехноСибирь на Мира', 'Красноярск, пр. Мира, 91', '+7 (391) 205-10-10', 56.0111, 92.8526),
      shop(192, 'ТехноСибирь на Взлётке', 'Красноярск, ул. Весны, 3а', '+7 (391) 205-20-20', 56.0459, 92.9078),
    ],
  },
  {
    id: OTHER_CITY.id,
    regionId: null,
    name: OTHER_CITY.name,
    code: OTHER_CITY.code,
    isOther: true,
    shops: [
      shop(
        OTHER_CITY.shopId,
        'Доставка курьерской компанией',
        'Пункт выдачи курьерской компании в вашем городе',
        '+7 (800) 555-35-35',
        52.2869,
        104.305,
        {
          main: '10:00-19:00',
          weekend: '10:00-19:00',
        },
      ),
    ],
  },
];
