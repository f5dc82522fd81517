import { $session } from '@store/bus';
import { MESSAGES } from '@store/domain';
import { renderWithScope } from '@store/ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { fetchRatingPermissionFx, submitReviewFx, type ReviewDraft } from '../../../shared/api/reviews';
import { RateProductButton } from './rate-product-button';

const user = { id: 7, firstName: 'Иван', lastName: 'Иванов', phone: '79001234567', email: null, isLegal: false };

function renderButton(submit: (draft: ReviewDraft) => Promise<void> = async () => undefined) {
  const scope = fork({
    values: [[$session, { isAuth: true, user }]],
    handlers: [
      [fetchRatingPermissionFx, async () => ({ allowed: true, reason: null })],
      [submitReviewFx, submit],
    ],
  });
  renderWithScope(<RateProductButton productId={5} />, { scope });
  return scope;
}

jest.setTimeout(30_000);

describe('rating form', () => {
  it('asks for a score with «Необходимо поставить оценку.» and sends half stars with the texts', async () => {
    const sent: ReviewDraft[] = [];
    renderButton(async (draft) => void sent.push(draft));
    await userEvent.click(screen.getByRole('button', { name: 'Оценить товар' }));
    const dialog = await screen.findByRole('dialog', { name: 'Оценить товар' });
    expect(dialog).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText(MESSAGES.ratingRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '4,5 из 5 — отлично' }));
    expect(screen.getByText('4,5 — Отлично')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Достоинства'), 'Тихий');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(sent).toEqual([{ productId: 5, userId: 7, score: 4.5, advantages: 'Тихий', disadvantages: '', comment: '' }]);
  });

  it('moves between the ten half steps with the arrow keys', async () => {
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Оценить товар' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('radio', { name: '3 из 5 — обычно' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3,5 из 5 — хорошо' })).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
  });

  it('keeps the form with «Не удалось добавить отзыв. Попробуйте позднее» when sending fails', async () => {
    renderButton(async () => {
      throw new Error('500');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Оценить товар' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('radio', { name: '1 из 5 — ужасно' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить отзыв' }));
    expect(await screen.findByText(MESSAGES.ratingFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
