import { validateScore } from '@store/domain';
import { Button, Dialog, TextArea } from '@store/ui';
import { useUnit } from 'effector-react';
import { Field, Form } from 'react-final-form';
import { REVIEW_TEXT_LIMITS } from '../config/limits';
import {
  $ratingError,
  $ratingProductId,
  $ratingSubmitting,
  ratingModalClosed,
  ratingSubmitted,
  type RatingValues,
} from '../model/rate-product';
import { ScoreInput } from './score-input';
import './rating-modal.css';

interface FormValues {
  score: number | null;
  advantages?: string;
  disadvantages?: string;
  comment?: string;
}

const initialValues: FormValues = { score: null };

/** The rating form of SPEC §5: a required score in half stars, advantages, disadvantages and a comment. */
export function RatingModal({ productId }: { productId: number }) {
  const [openFor, failure, submitting] = useUnit([$ratingProductId, $ratingError, $ratingSubmitting]);
  const [submit, close] = useUnit([ratingSubmitted, ratingModalClosed]);
  return (
    <Dialog open={openFor === productId} onClose={close} title="Оценить товар" testId="catalog-rating-modal">
      <Form<FormValues>
        initialValues={initialValues}
        onSubmit={({ score, advantages, disadvantages, comment }) => {
          const values: RatingValues = { score: score!, advantages, disadvantages, comment };
          submit(values);
        }}
        render={({ handleSubmit }) => (
          <form className="catalog-rating-form" data-boundary="catalog" noValidate onSubmit={handleSubmit}>
            <Field<number | null> name="score" validate={(score) => validateScore(score ?? null)}>
              {({ input, meta }) => (
                <ScoreInput
                  value={input.value ?? null}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={meta.submitFailed && meta.error}
                />
              )}
            </Field>
            <Field<string> name="advantages">
              {({ input }) => <TextArea {...input} label="Достоинства" maxLength={REVIEW_TEXT_LIMITS.advantages} rows={2} />}
            </Field>
            <Field<string> name="disadvantages">
              {({ input }) => <TextArea {...input} label="Недостатки" maxLength={REVIEW_TEXT_LIMITS.disadvantages} rows={2} />}
            </Field>
            <Field<string> name="comment">
              {({ input }) => <TextArea {...input} label="Комментарий" maxLength={REVIEW_TEXT_LIMITS.comment} rows={4} />}
            </Field>
            {failure && (
              <p className="catalog-rating-form__failure" role="alert" data-testid="catalog-rating-failure">
                {failure}
              </p>
            )}
            <Button type="submit" variant="primary" block loading={submitting} data-testid="catalog-rating-submit">
              Отправить отзыв
            </Button>
          </form>
        )}
      />
    </Dialog>
  );
}
