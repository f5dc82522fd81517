export { FeedbackForm } from './ui';
export { feedbackCategory } from './model';
