import { $session, authModalRequested, sessionEnded, sessionStarted, toastRequested } from '@store/bus';
import { MESSAGES } from '@store/domain';
import { attach, createEvent, createStore, sample } from 'effector';
import { fetchRatingPermissionFx, submitReviewFx } from '../../../shared/api/reviews';

/**
 * The rating of a product (SPEC §2 modal, §5 score, §6 separate permission check, §8 failure):
 * the permission is asked first; a guest is asked to sign in and the check runs again once the
 * session starts; an allowed user gets the form.
 */

/** What the rating form sends. */
export interface RatingValues {
  score: number;
  advantages?: string;
  disadvantages?: string;
  comment?: string;
}

/** «Оценить товар» pressed on a product page. */
export const rateClicked = createEvent<number>();
/** The form was submitted with a valid score. */
export const ratingSubmitted = createEvent<RatingValues>();
export const ratingModalClosed = createEvent();
/** A review was added: the product page reloads its rating and reviews. */
export const reviewAdded = createEvent<{ productId: number }>();

/** The product whose rating form is open, or null. */
export const $ratingProductId = createStore<number | null>(null);
/** The §8 failure under the form. */
export const $ratingError = createStore<string | null>(null);

export const REVIEW_THANKS = 'Спасибо! Ваш отзыв добавлен';

const permissionFx = attach({ effect: fetchRatingPermissionFx });
const submitFx = attach({ effect: submitReviewFx });
export const $permissionPending = permissionFx.pending;
export const $ratingSubmitting = submitFx.pending;

/** A guest pressed «Оценить»: after sign-in the check runs again for this product. */
const $awaitingSignIn = createStore<number | null>(null);

sample({ clock: rateClicked, target: permissionFx });

const answered = sample({
  clock: permissionFx.done,
  source: $session,
  fn: (session, { params, result }) => ({ productId: params, ...result, isAuth: session.isAuth }),
});
sample({ clock: answered, filter: ({ allowed }) => allowed, fn: ({ productId }) => productId, target: $ratingProductId });
const guestRefused = sample({ clock: answered, filter: ({ allowed, isAuth }) => !allowed && !isAuth });
sample({ clock: guestRefused, fn: () => ({}), target: authModalRequested });
sample({ clock: guestRefused, fn: ({ productId }) => productId, target: $awaitingSignIn });
sample({
  clock: answered,
  filter: ({ allowed, isAuth }) => !allowed && isAuth,
  fn: ({ reason }) => ({ message: reason ?? MESSAGES.ratingFailed, variant: 'info' as const }),
  target: toastRequested,
});
sample({
  clock: permissionFx.fail,
  fn: () => ({ message: MESSAGES.ratingFailed, variant: 'error' as const }),
  target: toastRequested,
});

sample({ clock: sessionStarted, source: $awaitingSignIn, filter: (id): id is number => id !== null, target: permissionFx });
$awaitingSignIn.reset(permissionFx, sessionEnded);

sample({
  clock: ratingSubmitted,
  source: { productId: $ratingProductId, session: $session },
  filter: ({ productId, session }) => productId !== null && session.user !== null,
  fn: ({ productId, session }, values) => ({
    productId: productId!,
    userId: session.user!.id,
    score: values.score,
    advantages: values.advantages?.trim() ?? '',
    disadvantages: values.disadvantages?.trim() ?? '',
    comment: values.comment?.trim() ?? '',
  }),
  target: submitFx,
});
$ratingError.on(submitFx.fail, () => MESSAGES.ratingFailed).reset(ratingSubmitted, ratingModalClosed, $ratingProductId);

sample({ clock: submitFx.done, fn: ({ params }) => ({ productId: params.productId }), target: reviewAdded });
sample({ clock: submitFx.done, fn: () => ({ message: REVIEW_THANKS, variant: 'success' as const }), target: toastRequested });
$ratingProductId.reset(submitFx.done, ratingModalClosed, sessionEnded);
