import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server';
import { renderWithScope } from '../testing/render-with-scope';
import { NewsletterForm } from './newsletter-form';
import { FOOTER_SUBSCRIPTION_ATTRIBUTE, StoreFooter, type FooterColumn } from './store-footer';

const columns: FooterColumn[] = [
  { code: 'bottom-menu-about', title: 'О компании', items: [{ id: 1, title: 'Контакты', href: '/contacts' }] },
  {
    code: 'bottom-menu-buyer',
    title: 'Покупателю',
    items: [{ id: 2, title: 'Пользовательское соглашение', href: '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf' }],
  },
];

describe('StoreFooter', () => {
  it('draws the menu columns, the phone, the hours, social links, payment icons and the copyright to the given year', () => {
    renderWithScope(<StoreFooter columns={columns} phone="+7 (800) 555-35-35" hours="10:00-19:00" year={2031} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Контакты' })).toHaveAttribute('href', '/contacts');
    expect(within(footer).getByRole('link', { name: 'Пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/docs/polzovatelscoye_soglashenie/polzovatelscoye_soglashenie.pdf',
    );
    expect(within(footer).getByRole('link', { name: '+7 (800) 555-35-35' })).toHaveAttribute('href', 'tel:+78005553535');
    expect(footer).toHaveTextContent('Ежедневно 10:00-19:00 (время иркутское)');
    expect(within(within(footer).getByRole('list', { name: 'Мы в соцсетях' })).getAllByRole('link')).toHaveLength(3);
    expect(within(footer).getByRole('list', { name: 'Способы оплаты' })).toHaveTextContent('МИР');
    expect(footer).toHaveTextContent('© 2013–2031 ТехноСибирь. Все права защищены.');
  });

  it('goes without a phone until one is configured, and keeps the form’s place', () => {
    const { container } = renderWithScope(<StoreFooter columns={columns} phone={null} hours="10:00-19:00" year={2031} />);
    expect(screen.queryByTestId('shell-footer-phone')).toBeNull();
    expect(container.querySelector(`[${FOOTER_SUBSCRIPTION_ATTRIBUTE}]`)).toBeEmptyDOMElement();
  });
});

describe('NewsletterForm', () => {
  it('is a labelled e-mail field and its button, the same markup with or without a model behind it', () => {
    const alone = renderToString(<NewsletterForm />);
    const live = renderToString(<NewsletterForm email={{ name: 'email', value: '', onChange: () => undefined }} />);
    expect(live).toBe(alone);
    renderWithScope(<NewsletterForm />);
    expect(screen.getByLabelText('Электронная почта')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Подписаться' })).toHaveAttribute('type', 'submit');
  });

  it('shows the error it is given under the field', () => {
    renderWithScope(<NewsletterForm emailError="Введите корректную почту" />);
    expect(screen.getByLabelText('Электронная почта')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Введите корректную почту')).toBeInTheDocument();
  });

  it('renders inside the footer’s place on the server', () => {
    const html = renderToString(
      <StaticRouter location="/">
        <StoreFooter columns={columns} phone={null} hours="10:00-19:00" year={2031} subscription={<NewsletterForm />} />
      </StaticRouter>,
    );
    expect(html).toContain(`${FOOTER_SUBSCRIPTION_ATTRIBUTE}=""><section`);
  });
});
