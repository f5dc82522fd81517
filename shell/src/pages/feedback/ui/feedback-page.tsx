import { useLocation } from '@store/router';
import { FeedbackForm, feedbackCategory } from '../../../features/feedback-form';
import { ContentPage } from '../../../shared/ui';

/** Feedback to the orders desk (SPEC §2: /feedback?category=7). */
export function FeedbackPage() {
  const { search } = useLocation();
  return (
    <ContentPage path="/feedback" testId="shell-page-feedback">
      <p>Напишите нам о заказе, доставке или оплате. Укажите телефон или почту — отдел заказов ответит в рабочее время.</p>
      <FeedbackForm category={feedbackCategory(search)} />
    </ContentPage>
  );
}
