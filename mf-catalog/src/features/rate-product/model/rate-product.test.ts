import { $session, authModalRequested, sessionStarted, toastRequested } from '@store/bus';
import { MESSAGES } from '@store/domain';
import { allSettled, createWatch, fork } from 'effector';
import { fetchRatingPermissionFx, submitReviewFx, type ReviewDraft } from '../../../shared/api/reviews';
import { $ratingError, $ratingProductId, rateClicked, ratingModalClosed, ratingSubmitted, reviewAdded } from './rate-product';

const user = { id: 7, firstName: 'Иван', lastName: 'Иванов', phone: '79001234567', email: null, isLegal: false };
const signedIn = { isAuth: true, user };

function setup({
  session = { isAuth: false, user: null } as typeof signedIn | { isAuth: false; user: null },
  failSubmit = false,
  failPermission = false,
} = {}) {
  const sent: ReviewDraft[] = [];
  const scope = fork({
    values: [[$session, session]],
    handlers: [
      [
        fetchRatingPermissionFx,
        async () => {
          if (failPermission) throw new Error('503');
          return scope.getState($session).isAuth
            ? { allowed: true, reason: null }
            : { allowed: false, reason: 'Войдите, чтобы оценить товар' };
        },
      ],
      [
        submitReviewFx,
        async (draft: ReviewDraft) => {
          if (failSubmit) throw new Error('500');
          sent.push(draft);
        },
      ],
    ],
  });
  const toasts: string[] = [];
  const authRequests: unknown[] = [];
  const added: number[] = [];
  createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
  createWatch({ unit: authModalRequested, scope, fn: (payload) => void authRequests.push(payload) });
  createWatch({ unit: reviewAdded, scope, fn: ({ productId }) => void added.push(productId) });
  return { scope, sent, toasts, authRequests, added };
}

describe('rating a product (SPEC §6: a separate permission check first)', () => {
  it('opens the form for a signed-in user who may rate', async () => {
    const { scope } = setup({ session: signedIn });
    await allSettled(rateClicked, { scope, params: 5 });
    expect(scope.getState($ratingProductId)).toBe(5);
  });

  it('asks a guest to sign in and opens the form once the session starts', async () => {
    const { scope, authRequests } = setup();
    await allSettled(rateClicked, { scope, params: 5 });
    expect(scope.getState($ratingProductId)).toBeNull();
    expect(authRequests).toHaveLength(1);
    await allSettled(sessionStarted, { scope, params: { user, restored: false } });
    expect(scope.getState($ratingProductId)).toBe(5);
  });

  it('tells a user who already rated the product why the form does not open', async () => {
    const scope = fork({
      values: [[$session, signedIn]],
      handlers: [[fetchRatingPermissionFx, async () => ({ allowed: false, reason: 'Вы уже оценили этот товар' })]],
    });
    const toasts: string[] = [];
    createWatch({ unit: toastRequested, scope, fn: ({ message }) => void toasts.push(message) });
    await allSettled(rateClicked, { scope, params: 5 });
    expect(scope.getState($ratingProductId)).toBeNull();
    expect(toasts).toEqual(['Вы уже оценили этот товар']);
  });

  it('says the §8 text when the permission cannot be checked', async () => {
    const { scope, toasts } = setup({ session: signedIn, failPermission: true });
    await allSettled(rateClicked, { scope, params: 5 });
    expect(scope.getState($ratingProductId)).toBeNull();
    expect(toasts).toEqual([MESSAGES.ratingFailed]);
  });
});

describe('sending a rating', () => {
  it('sends half stars with the texts, closes the form and announces reviewAdded', async () => {
    const { scope, sent, added } = setup({ session: signedIn });
    await allSettled(rateClicked, { scope, params: 5 });
    await allSettled(ratingSubmitted, { scope, params: { score: 4.5, advantages: ' Тихий ', disadvantages: '', comment: 'Доволен' } });
    expect(sent).toEqual([{ productId: 5, userId: 7, score: 4.5, advantages: 'Тихий', disadvantages: '', comment: 'Доволен' }]);
    expect(added).toEqual([5]);
    expect(scope.getState($ratingProductId)).toBeNull();
  });

  it('keeps the form open with «Не удалось добавить отзыв. Попробуйте позднее» when sending fails (SPEC §8)', async () => {
    const { scope, added } = setup({ session: signedIn, failSubmit: true });
    await allSettled(rateClicked, { scope, params: 5 });
    await allSettled(ratingSubmitted, { scope, params: { score: 3 } });
    expect(scope.getState($ratingProductId)).toBe(5);
    expect(scope.getState($ratingError)).toBe('Не удалось добавить отзыв. Попробуйте позднее');
    expect(added).toEqual([]);
    await allSettled(ratingModalClosed, { scope });
    expect(scope.getState($ratingError)).toBeNull();
  });
});
