import { formatDisplayDate } from '@store/domain';
import { Button, Skeleton } from '@store/ui';
import { useUnit } from 'effector-react';
import { $news, $newsStatus, NEWS_SHOWN, newsRetryClicked } from '../model/home';

/** The store's latest news with their dates («23 ноября 2026»). */
export function NewsBlock() {
  const [news, status, retry] = useUnit([$news, $newsStatus, newsRetryClicked]);
  if (status === 'ready' && news.length === 0) return null;
  return (
    <section className="catalog-home__section" aria-labelledby="catalog-home-news" data-testid="catalog-news">
      <h2 id="catalog-home-news" className="catalog-home__title">
        Новости
      </h2>
      {status === 'error' ? (
        <div className="catalog-error" role="alert">
          <p>Не удалось загрузить новости. Проверьте подключение и попробуйте ещё раз.</p>
          <Button variant="outlined" onClick={() => retry()}>
            Повторить
          </Button>
        </div>
      ) : (
        <ul className="catalog-news">
          {status === 'loading'
            ? Array.from({ length: NEWS_SHOWN }, (_, i) => (
                <li key={i} className="catalog-news__item">
                  <Skeleton height={18} width="40%" />
                  <Skeleton lines={2} />
                </li>
              ))
            : news.map((item) => (
                <li key={item.id} className="catalog-news__item" data-testid="catalog-news-item">
                  <time className="catalog-news__date" dateTime={item.publishedAt}>
                    {formatDisplayDate(item.publishedAt)}
                  </time>
                  <h3 className="catalog-news__title">{item.title}</h3>
                  <p className="catalog-news__body">{item.body}</p>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
