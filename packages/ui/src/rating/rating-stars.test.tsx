import { render, screen } from '@testing-library/react';
import { RatingStars, ratingInHalves } from './rating-stars';

describe('RatingStars', () => {
  it('reads «Оценка 4,5 из 5» with the Russian decimal comma', () => {
    render(<RatingStars value={4.5} />);
    expect(screen.getByRole('img', { name: 'Оценка 4,5 из 5' })).toBeInTheDocument();
  });

  it('shows the score in halves', () => {
    render(<RatingStars value={4.3} />);
    expect(screen.getByRole('img', { name: 'Оценка 4,5 из 5' })).toBeInTheDocument();
    expect(ratingInHalves(4.2)).toBe(4);
    expect(ratingInHalves(7)).toBe(5);
    expect(ratingInHalves(-1)).toBe(0);
    expect(ratingInHalves(Number.NaN)).toBe(0);
  });

  it('fills the stars up to the score', () => {
    const { container } = render(<RatingStars value={3.5} />);
    expect(container.querySelector('.store-rating__row--filled')).toHaveStyle({ width: '70%' });
  });

  it('tells how many reviews the score is made of, with the Russian plural', () => {
    const { rerender } = render(<RatingStars value={5} count={1} />);
    expect(screen.getByText('1 отзыв')).toBeInTheDocument();
    rerender(<RatingStars value={5} count={3} />);
    expect(screen.getByText('3 отзыва')).toBeInTheDocument();
    rerender(<RatingStars value={5} count={12} />);
    expect(screen.getByText('12 отзывов')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Оценка 5 из 5' })).toBeInTheDocument();
  });
});
