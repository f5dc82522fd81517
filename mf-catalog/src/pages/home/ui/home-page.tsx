import { $city } from '@store/bus';
import { VisuallyHidden } from '@store/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from '@store/router';
import { CategoryGrid } from '../../../entities/category';
import { ProductRow } from '../../../entities/product';
import { ViewedProducts } from '../../../entities/view-history';
import { $goodsLoading, $laptops, $markedDown, $newGoods, pageLeft } from '../model/home';
import { BannerSlider } from './banner-slider';
import { NewsBlock } from './news-block';
import './home-page.css';

/** Home: banners, popular categories, new and marked-down goods, laptops, news, viewed products. */
export function HomePage() {
  const [city, newGoods, markedDown, laptops, loading, left] = useUnit([$city, $newGoods, $markedDown, $laptops, $goodsLoading, pageLeft]);
  useEffect(() => () => left(), [left]);
  return (
    <div data-boundary="catalog" data-testid="catalog-home" className="catalog-home">
      <VisuallyHidden>
        <h1>Интернет-магазин техники, инструмента и электроники</h1>
      </VisuallyHidden>
      <BannerSlider />
      <p className="catalog-home__city" data-testid="catalog-home-city">
        Цены и наличие для города: {city?.name ?? '…'}
      </p>
      <section className="catalog-home__section" aria-labelledby="catalog-home-categories">
        <h2 id="catalog-home-categories" className="catalog-home__title">
          Популярные категории
        </h2>
        <CategoryGrid />
      </section>
      <ProductRow
        title="Новинки"
        items={newGoods}
        loading={loading}
        testId="catalog-home-new"
        more={<Link to="/store">Весь каталог</Link>}
      />
      <ProductRow
        title="Уцененные товары"
        items={markedDown}
        loading={loading}
        testId="catalog-home-defects"
        more={<Link to="/store?type=DEFECTS">Все уцененные</Link>}
      />
      <ProductRow
        title="Ноутбуки"
        items={laptops}
        loading={loading}
        testId="catalog-home-laptops"
        more={<Link to="/store/komp/noutbuki">Все ноутбуки</Link>}
      />
      <NewsBlock />
      <ViewedProducts />
    </div>
  );
}
