import { Link } from '@store/router';
import { Slider } from '../../../shared/ui';

interface Banner {
  title: string;
  text: string;
  href: string;
  tone: 'brand' | 'dark' | 'blue';
}

const BANNERS: Banner[] = [
  {
    title: 'Уцененные товары',
    text: 'Техника с небольшими дефектами по сниженным ценам, с гарантией',
    href: '/store?type=DEFECTS',
    tone: 'brand',
  },
  {
    title: 'Ноутбуки для работы и учёбы',
    text: 'Lenovo, ASUS, Acer, HP и другие — с доставкой и самовывозом',
    href: '/store/komp/noutbuki',
    tone: 'dark',
  },
  { title: 'Самовывоз из магазинов', text: 'Заберите заказ в магазине вашего города в удобное время', href: '/point', tone: 'blue' },
];

/** The banner slider; its first slide is in the first paint, swiper arrives with the slider only. */
export function BannerSlider() {
  return (
    <Slider
      label="Предложения магазина"
      testId="catalog-banners"
      className="catalog-banners"
      slides={BANNERS.map((banner) => (
        <Link key={banner.href} to={banner.href} className={`catalog-banner catalog-banner--${banner.tone}`}>
          <span className="catalog-banner__title">{banner.title}</span>
          <span className="catalog-banner__text">{banner.text}</span>
        </Link>
      ))}
    />
  );
}
