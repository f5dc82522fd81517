import { $cartSummary } from '@store/bus';
import { useUnit } from 'effector-react';
import { Link } from 'react-router-dom';
import './cart-page.css';

/** The cart page: the lines of the shopper's cart as the bus knows them. */
export function CartPage() {
  const cart = useUnit($cartSummary);
  return (
    <section data-boundary="cart" data-testid="cart-page" className="cart-page">
      <h1>Корзина</h1>
      {cart.count === 0 ? (
        <div data-testid="cart-empty">
          <p>Ваша корзина пуста.</p>
          <p>
            Загляните в <Link to="/store">каталог</Link> — там техника, инструмент и электроника с самовывозом из магазинов.
          </p>
        </div>
      ) : (
        <ul className="cart-page__lines" data-testid="cart-lines">
          {cart.lines.map((line) => (
            <li key={`${line.id}:${line.defectSerialNumber ?? ''}`}>
              Товар № {line.id}
              {line.defectSerialNumber && ` (уценённый, ${line.defectSerialNumber})`} × {line.quantity}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
