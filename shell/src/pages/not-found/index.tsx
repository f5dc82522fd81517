import { Link } from 'react-router-dom';

/** The route table has no such page. */
export function NotFoundPage() {
  return (
    <section data-testid="shell-not-found">
      <h1>Страница не найдена</h1>
      <p>
        Такой страницы нет. Начните с <Link to="/">главной</Link> или откройте <Link to="/store">каталог</Link>.
      </p>
    </section>
  );
}
