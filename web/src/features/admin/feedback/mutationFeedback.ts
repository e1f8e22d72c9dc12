import type { Mutation, MutationCache } from '@tanstack/react-query';
import type { AdminFeedback } from './feedbackContext';

/** What a mutation's snackbar says: the success text (from its answer and variables), and the failure fallback. */
export interface MutationFeedback<Data = unknown, Variables = unknown> {
  success?: string | ((data: Data, variables: Variables) => string);
  /** Shown when a failure brings no reason of the server's. */
  failure?: string;
  /** false: the caller reports the failure itself (e.g. a form shows it beside its fields). */
  reportFailure?: boolean;
}

const FEEDBACK_KEY = 'adminFeedback';

/**
 * The `meta` of an admin mutation: given it, the mutation ends with a snackbar (AdminFeedbackProvider
 * watches the mutation cache), so a screen declares its texts and writes no snackbar code.
 */
export const feedbackMeta = <Data, Variables>(feedback: MutationFeedback<Data, Variables>): Record<string, unknown> => ({
  [FEEDBACK_KEY]: feedback,
});

const feedbackOf = (mutation: Mutation<unknown, unknown, unknown, unknown>) =>
  mutation.options.meta?.[FEEDBACK_KEY] as MutationFeedback | undefined;

/** Reports every mutation that declared feedbackMeta when it succeeds or fails; answers the unsubscribe. */
export function reportMutations(cache: MutationCache, feedback: AdminFeedback): () => void {
  return cache.subscribe((event) => {
    if (event.type !== 'updated') return;
    const declared = feedbackOf(event.mutation);
    if (!declared) return;
    const { action } = event;
    if (action.type === 'success' && declared.success) {
      const { success } = declared;
      feedback.success(typeof success === 'function' ? success(action.data, event.mutation.state.variables) : success);
    } else if (action.type === 'error' && declared.reportFailure !== false) {
      feedback.failure(action.error, declared.failure);
    }
  });
}
