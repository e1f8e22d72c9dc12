import { createContext, useContext } from 'react';

/** One snackbar of the admin area: what happened (and how many), or the server's reason. */
export interface FeedbackNotice {
  message: string;
  severity?: 'success' | 'error' | 'info';
  /** A button in the snackbar (e.g. Undo after a delete). */
  action?: { label: string; onClick: () => void };
  /** How long it stays; the default is FEEDBACK_SHOW_MS. */
  durationMs?: number;
}

export interface AdminFeedback {
  /** Shows a notice (replacing the one on screen). */
  notify: (notice: FeedbackNotice) => void;
  success: (message: string) => void;
  /** The server's reason (its `message`) for a failed call, else `fallback`. */
  failure: (error: unknown, fallback?: string) => void;
}

/** Outside the admin area (and in unit tests) the notices go to the console only. */
const consoleFeedback: AdminFeedback = {
  notify: ({ message }) => console.info(message),
  success: (message) => console.info(message),
  failure: (error) => console.error(error),
};

export const AdminFeedbackContext = createContext<AdminFeedback>(consoleFeedback);

/** The admin area's one feedback channel: every action ends with a snackbar through it. */
export const useAdminFeedback = () => useContext(AdminFeedbackContext);
