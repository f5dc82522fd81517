export { FeedbackForm } from './ui/feedback-form';
export { feedbackCategory } from './model/feedback-form';
