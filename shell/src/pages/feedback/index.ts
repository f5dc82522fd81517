/** Обратная связь */
export { FeedbackPage as default } from './ui/feedback-page';
