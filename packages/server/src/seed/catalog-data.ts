/** The Russian category tree of the seed and, for each leaf, how its products look. */
export interface LeafSpec {
  slug: string;
  name: string;
  /** Product noun used in titles, e.g. «Дрель ударная». */
  noun: string;
  brands: string[];
  price: [number, number];
  weightKg: [number, number];
  /** Attribute name → possible values. */
  attributes: Record<string, string[]>;
  deliveryPrice?: number;
  percentPrepayment?: number;
  assemblyPrice?: number;
}

export interface BranchSpec {
  slug: string;
  name: string;
  children: (BranchSpec | LeafSpec)[];
}

const WARRANTY = { Гарантия: ['12 мес.', '24 мес.', '36 мес.'] };
const COLOURS = { Цвет: ['белый', 'чёрный', 'серебристый', 'серый'] };

const leaf = (
  slug: string,
  name: string,
  noun: string,
  brands: string[],
  price: [number, number],
  weightKg: [number, number],
  attributes: Record<string, string[]>,
  extra: Partial<LeafSpec> = {},
): LeafSpec => ({
  slug,
  name,
  noun,
  brands,
  price,
  weightKg,
  attributes: { ...attributes, ...WARRANTY },
  ...extra,
});

export const CATEGORY_TREE: BranchSpec[] = [
  {
    slug: 'bytovaya-tehnika',
    name: 'Бытовая техника',
    children: [
      {
        slug: 'krupnaya-tehnika',
        name: 'Крупная бытовая техника',
        children: [
          leaf(
            'holodilniki',
            'Холодильники',
            'Холодильник',
            ['Atlant', 'Samsung', 'LG', 'Haier', 'Bosch'],
            [22000, 140000],
            [45, 95],
            { 'Объём, л': ['240', '312', '364', '410'], ...COLOURS },
            { deliveryPrice: 1500, percentPrepayment: 10 },
          ),
          leaf(
            'stiralnye-mashiny',
            'Стиральные машины',
            'Стиральная машина',
            ['LG', 'Samsung', 'Indesit', 'Haier', 'Bosch'],
            [21000, 90000],
            [55, 80],
            { 'Загрузка, кг': ['6', '7', '8', '9'], 'Отжим, об/мин': ['1000', '1200', '1400'] },
            { deliveryPrice: 1200, percentPrepayment: 10, assemblyPrice: 1500 },
          ),
          leaf(
            'plity',
            'Плиты',
            'Плита электрическая',
            ['Gefest', 'Darina', 'Hansa', 'Electrolux'],
            [14000, 60000],
            [35, 50],
            { Конфорок: ['2', '4'], 'Духовка, л': ['42', '52', '60'] },
            { deliveryPrice: 1000, assemblyPrice: 1200 },
          ),
          leaf(
            'posudomoechnye',
            'Посудомоечные машины',
            'Посудомоечная машина',
            ['Bosch', 'Weissgauff', 'Midea', 'Hansa'],
            [19000, 75000],
            [30, 48],
            { 'Комплектов посуды': ['9', '12', '14'] },
            { deliveryPrice: 1000, assemblyPrice: 2000 },
          ),
        ],
      },
      {
        slug: 'dlya-kuhni',
        name: 'Техника для кухни',
        children: [
          leaf(
            'mikrovolnovki',
            'Микроволновые печи',
            'Микроволновая печь',
            ['Samsung', 'LG', 'Midea', 'Redmond'],
            [5500, 25000],
            [10, 17],
            { 'Объём, л': ['20', '23', '25', '28'], ...COLOURS },
          ),
          leaf('multivarki', 'Мультиварки', 'Мультиварка', ['Redmond', 'Polaris', 'Moulinex', 'Tefal'], [3500, 16000], [3, 6], {
            'Объём чаши, л': ['4', '5', '6'],
          }),
          leaf(
            'chayniki',
            'Электрочайники',
            'Электрочайник',
            ['Redmond', 'Polaris', 'Tefal', 'Kitfort', 'Scarlett'],
            [1200, 7500],
            [1, 2],
            { 'Объём, л': ['1,5', '1,7', '2'], ...COLOURS },
          ),
          leaf('kofevarki', 'Кофеварки и кофемашины', 'Кофемашина', ["De'Longhi", 'Philips', 'Krups', 'Polaris'], [6000, 85000], [4, 11], {
            Тип: ['капельная', 'рожковая', 'автоматическая'],
          }),
          leaf('blendery', 'Блендеры', 'Блендер', ['Braun', 'Philips', 'Bosch', 'Kitfort'], [2000, 14000], [1, 4], {
            'Мощность, Вт': ['600', '800', '1000', '1200'],
          }),
        ],
      },
      {
        slug: 'dlya-doma',
        name: 'Техника для дома',
        children: [
          leaf('pylesosy', 'Пылесосы', 'Пылесос', ['Samsung', 'Dyson', 'Tefal', 'Vitek', 'Xiaomi'], [4500, 65000], [3, 8], {
            Тип: ['с мешком', 'контейнерный', 'вертикальный', 'робот'],
          }),
          leaf('utyugi', 'Утюги', 'Утюг', ['Philips', 'Tefal', 'Braun', 'Polaris'], [1800, 12000], [1, 3], {
            'Мощность, Вт': ['2000', '2400', '2800'],
          }),
          leaf(
            'obogrevateli',
            'Обогреватели',
            'Обогреватель масляный',
            ['Ballu', 'Timberk', 'Electrolux', 'Zanussi'],
            [2500, 15000],
            [6, 14],
            { Секций: ['7', '9', '11', '13'] },
          ),
        ],
      },
    ],
  },
  {
    slug: 'instrument',
    name: 'Инструмент',
    children: [
      {
        slug: 'elektroinstrument',
        name: 'Электроинструмент',
        children: [
          leaf(
            'dreli',
            'Дрели и шуруповёрты',
            'Дрель-шуруповёрт',
            ['Makita', 'Bosch', 'DeWalt', 'Интерскол', 'Metabo'],
            [3000, 28000],
            [1, 3],
            { 'Напряжение, В': ['12', '18', '20'], Аккумуляторов: ['1', '2'] },
          ),
          leaf('perforatory', 'Перфораторы', 'Перфоратор', ['Makita', 'Bosch', 'Интерскол', 'Зубр', 'Metabo'], [5000, 45000], [3, 7], {
            'Энергия удара, Дж': ['2,4', '2,7', '3,2', '5'],
          }),
          leaf('bolgarki', 'Угловые шлифмашины', 'Угловая шлифмашина', ['Makita', 'Bosch', 'Интерскол', 'Зубр'], [2800, 22000], [2, 4], {
            'Диск, мм': ['125', '150', '230'],
          }),
          leaf('lobziki', 'Лобзики', 'Лобзик электрический', ['Makita', 'Bosch', 'Интерскол'], [3200, 19000], [2, 3], {
            'Мощность, Вт': ['500', '650', '800'],
          }),
        ],
      },
      {
        slug: 'sadovaya-tehnika',
        name: 'Садовая техника',
        children: [
          leaf(
            'benzopily',
            'Бензопилы',
            'Бензопила',
            ['Stihl', 'Husqvarna', 'Champion', 'Huter'],
            [8000, 60000],
            [5, 8],
            { 'Шина, см': ['35', '40', '45'] },
            { deliveryPrice: 500 },
          ),
          leaf('trimmery', 'Триммеры', 'Триммер бензиновый', ['Stihl', 'Husqvarna', 'Champion', 'Huter'], [6000, 40000], [5, 9], {
            'Мощность, л.с.': ['1,2', '1,6', '2,2'],
          }),
          leaf(
            'motobloki',
            'Мотоблоки',
            'Мотоблок',
            ['Нева', 'Champion', 'Huter', 'Patriot'],
            [38000, 120000],
            [60, 110],
            { 'Мощность, л.с.': ['6,5', '7', '9'] },
            { deliveryPrice: 2000, percentPrepayment: 20 },
          ),
        ],
      },
      {
        slug: 'raskhodnye-materialy',
        name: 'Расходные материалы',
        children: [
          leaf('masla', 'Масла и смазки', 'Масло моторное', ['Stihl', 'Husqvarna', 'Champion', 'Patriot', 'Лукойл'], [350, 3500], [1, 5], {
            'Объём, л': ['0,946', '1', '4'],
            'Тип двигателя': ['2-тактный', '4-тактный'],
          }),
          leaf('diski', 'Диски и круги', 'Диск отрезной', ['Bosch', 'Makita', 'Зубр', 'Hammer'], [90, 2500], [0.1, 1], {
            'Диаметр, мм': ['125', '150', '230'],
          }),
          leaf('bury', 'Буры и свёрла', 'Набор свёрл', ['Bosch', 'Makita', 'Зубр', 'DeWalt'], [250, 6000], [0.2, 2], {
            Предметов: ['5', '10', '15', '25'],
          }),
        ],
      },
      {
        slug: 'ruchnoy-instrument',
        name: 'Ручной инструмент',
        children: [
          leaf('nabory', 'Наборы инструментов', 'Набор инструментов', ['Зубр', 'Sturm', 'Hammer', 'Stanley'], [1200, 18000], [2, 9], {
            Предметов: ['42', '82', '108', '216'],
          }),
          leaf('klyuchi', 'Ключи', 'Набор ключей', ['Зубр', 'Stanley', 'Кобальт'], [600, 7000], [1, 4], {
            Тип: ['рожковые', 'комбинированные', 'шестигранные'],
          }),
        ],
      },
    ],
  },
  {
    slug: 'elektronika',
    name: 'Электроника',
    children: [
      {
        slug: 'televizory-i-video',
        name: 'Телевизоры и видео',
        children: [
          leaf(
            'televizory',
            'Телевизоры',
            'Телевизор',
            ['Samsung', 'LG', 'Xiaomi', 'Haier', 'Hisense'],
            [14000, 160000],
            [5, 25],
            { 'Диагональ, дюйм': ['32', '43', '50', '55', '65'], Разрешение: ['HD', 'Full HD', '4K'] },
            { deliveryPrice: 800, percentPrepayment: 10 },
          ),
          leaf('kronshteiny', 'Кронштейны', 'Кронштейн для телевизора', ['Kromax', 'Holder', 'Arm Media'], [700, 6500], [1, 4], {
            'Диагональ до, дюйм': ['42', '55', '75'],
          }),
        ],
      },
      {
        slug: 'audio',
        name: 'Аудиотехника',
        children: [
          leaf(
            'naushniki',
            'Наушники',
            'Наушники беспроводные',
            ['Sony', 'JBL', 'Xiaomi', 'Samsung', 'Sennheiser'],
            [1500, 35000],
            [0.1, 0.5],
            { Тип: ['вкладыши', 'накладные', 'полноразмерные'] },
          ),
          leaf('kolonki', 'Портативные колонки', 'Колонка портативная', ['JBL', 'Sony', 'Яндекс', 'Marshall'], [2500, 40000], [0.4, 3], {
            'Мощность, Вт': ['10', '20', '30', '40'],
          }),
        ],
      },
      {
        slug: 'smartfony-i-gadzhety',
        name: 'Смартфоны и гаджеты',
        children: [
          leaf(
            'smartfony',
            'Смартфоны',
            'Смартфон',
            ['Samsung', 'Xiaomi', 'Realme', 'Honor', 'Tecno'],
            [8000, 130000],
            [0.2, 0.3],
            { 'Память, ГБ': ['64', '128', '256', '512'], ...COLOURS },
            { percentPrepayment: 10 },
          ),
          leaf('umnye-chasy', 'Умные часы', 'Умные часы', ['Samsung', 'Xiaomi', 'Huawei', 'Amazfit'], [2500, 45000], [0.1, 0.2], {
            'Диагональ экрана': ['1,4"', '1,6"', '1,9"'],
          }),
        ],
      },
    ],
  },
  {
    slug: 'komp',
    name: 'Компьютеры',
    children: [
      leaf(
        'noutbuki',
        'Ноутбуки',
        'Ноутбук',
        ['Lenovo', 'ASUS', 'Acer', 'HP', 'Huawei', 'MSI'],
        [28000, 190000],
        [1.2, 2.8],
        { 'Экран, дюйм': ['14', '15,6', '16', '17,3'], 'ОЗУ, ГБ': ['8', '16', '32'], 'SSD, ГБ': ['256', '512', '1024'] },
        { deliveryPrice: 700, percentPrepayment: 10 },
      ),
      leaf('monitory', 'Мониторы', 'Монитор', ['Samsung', 'LG', 'AOC', 'Philips', 'ASUS'], [9000, 70000], [3, 8], {
        'Диагональ, дюйм': ['23,8', '27', '31,5'],
      }),
      leaf('printery', 'Принтеры и МФУ', 'МФУ лазерное', ['HP', 'Canon', 'Pantum', 'Brother'], [9000, 45000], [7, 15], {
        Печать: ['ч/б', 'цветная'],
      }),
      leaf(
        'aksessuary',
        'Компьютерные аксессуары',
        'Мышь беспроводная',
        ['Logitech', 'A4Tech', 'Defender', 'Xiaomi'],
        [400, 9000],
        [0.1, 0.5],
        { Подключение: ['USB', 'Bluetooth', 'радиоканал'] },
      ),
    ],
  },
  {
    slug: 'klimat',
    name: 'Климатическая техника',
    children: [
      leaf(
        'kondicionery',
        'Кондиционеры',
        'Сплит-система',
        ['Ballu', 'Haier', 'Electrolux', 'Midea'],
        [24000, 95000],
        [25, 45],
        { 'Площадь, м²': ['20', '25', '35', '50'] },
        { deliveryPrice: 1000, assemblyPrice: 9000, percentPrepayment: 20 },
      ),
      leaf('uvlazhniteli', 'Увлажнители воздуха', 'Увлажнитель воздуха', ['Ballu', 'Xiaomi', 'Polaris', 'Boneco'], [2500, 25000], [2, 6], {
        'Объём бака, л': ['3', '4,5', '6'],
      }),
      leaf(
        'vodonagrevateli',
        'Водонагреватели',
        'Водонагреватель накопительный',
        ['Ariston', 'Thermex', 'Electrolux', 'Zanussi'],
        [9000, 38000],
        [15, 30],
        { 'Объём, л': ['30', '50', '80', '100'] },
        { deliveryPrice: 800, assemblyPrice: 3500 },
      ),
    ],
  },
  {
    slug: 'sredstva-po-uhodu',
    name: 'Средства по уходу',
    children: [
      leaf('dlya-tehniki', 'Уход за техникой', 'Средство для очистки', ['Filtero', 'Top House', 'Topperr'], [150, 1500], [0.2, 1.5], {
        Назначение: ['от накипи', 'для экранов', 'для плит', 'для посудомоечных машин'],
      }),
      leaf('avtohimiya', 'Автохимия', 'Очиститель', ['Liqui Moly', 'Kerry', 'Runway'], [200, 2000], [0.3, 1], {
        Назначение: ['карбюратора', 'тормозов', 'салона'],
      }),
    ],
  },
  {
    slug: 'avto-i-moto',
    name: 'Авто и мото',
    children: [
      leaf('avtomagnitoly', 'Автомагнитолы', 'Автомагнитола', ['Pioneer', 'Kenwood', 'JVC', 'Prology'], [3000, 30000], [1, 2], {
        Размер: ['1 DIN', '2 DIN'],
      }),
      leaf('kompressory', 'Автокомпрессоры', 'Компрессор автомобильный', ['Berkut', 'Airline', 'Xiaomi'], [1500, 9000], [1, 4], {
        'Производительность, л/мин': ['30', '40', '60'],
      }),
    ],
  },
];

export const DEFECT_REASONS = [
  'Повреждена упаковка',
  'Царапина на корпусе',
  'Вмятина на боковой панели',
  'Товар с витрины',
  'Нет оригинальной коробки',
  'Неполная комплектация (нет инструкции)',
  'Скол на задней стенке',
];

export const NEWS = [
  {
    title: 'Открыли второй магазин в Красноярске',
    body: 'Ждём вас на ул. Весны, 3а ежедневно с 9:00 до 20:00.',
    date: '2026-10-01T03:00:00Z',
  },
  {
    title: 'Нам 32 года!',
    body: 'Благодарим покупателей за доверие. В честь дня рождения — скидки на технику для кухни.',
    date: '2026-09-15T03:00:00Z',
  },
  { title: 'Бонусная программа обновилась', body: 'Бонусы теперь начисляются и за покупки в один клик.', date: '2026-08-20T03:00:00Z' },
];
