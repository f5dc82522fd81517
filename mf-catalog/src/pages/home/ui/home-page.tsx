import { $city } from '@store/bus';
import { useUnit } from 'effector-react';
import { CategoryGrid } from '../../../entities/category';
import './home-page.css';

/** Home: the category menu for the selected city. */
export function HomePage() {
  const city = useUnit($city);
  return (
    <section data-boundary="catalog" data-testid="catalog-home" className="catalog-home">
      <h1>Каталог товаров</h1>
      <p className="catalog-home__city" data-testid="catalog-home-city">
        Цены и наличие для города: {city?.name ?? '…'}
      </p>
      <CategoryGrid />
    </section>
  );
}
