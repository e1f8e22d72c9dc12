export { AdminFeedbackProvider, FEEDBACK_SHOW_MS } from './AdminFeedbackProvider';
export { useAdminFeedback, type AdminFeedback, type FeedbackNotice } from './feedbackContext';
export { feedbackMeta, type MutationFeedback } from './mutationFeedback';
export { useIdempotencyKey } from './useIdempotencyKey';
