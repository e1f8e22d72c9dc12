import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_MESSAGES } from '@careers/domain';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { AdminFeedbackContext, type AdminFeedback, type FeedbackNotice } from './feedbackContext';
import { reportMutations } from './mutationFeedback';

/** How long a notice stays by default. */
export const FEEDBACK_SHOW_MS = 6000;

interface Shown extends FeedbackNotice {
  /** Each notice is new, even with the text of the last (the timer restarts). */
  key: number;
}

/**
 * The admin area's snackbar: one at a time, the newest replacing the one on screen, for
 * FEEDBACK_SHOW_MS (or the notice's own duration; the timer is ours, so it does not pause on hover).
 * It also reports the mutations that declare feedbackMeta.
 */
export function AdminFeedbackProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const next = useRef(0);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setShown(null);
  }, []);
  const notify = useCallback((notice: FeedbackNotice) => {
    clearTimeout(timer.current);
    setShown({ ...notice, key: (next.current += 1) });
    timer.current = setTimeout(() => setShown(null), notice.durationMs ?? FEEDBACK_SHOW_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const feedback = useMemo<AdminFeedback>(
    () => ({
      notify,
      success: (message) => notify({ message, severity: 'success' }),
      failure: (error, fallback = FEEDBACK_MESSAGES.failed) => {
        // Shown, not logged: the caller logs what it failed to do, in its own words.
        notify({ message: serverMessage(error, fallback), severity: 'error' });
      },
    }),
    [notify],
  );
  const mutations = useQueryClient().getMutationCache();
  useEffect(() => reportMutations(mutations, feedback), [mutations, feedback]);

  const severity = shown?.severity ?? 'success';
  return (
    <AdminFeedbackContext.Provider value={feedback}>
      {children}
      <Snackbar key={shown?.key} open={shown !== null} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {shown ? (
          <Alert
            severity={severity}
            variant="filled"
            role={severity === 'error' ? 'alert' : 'status'}
            data-testid="admin-feedback"
            onClose={close}
            action={
              shown.action && (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    close();
                    shown.action?.onClick();
                  }}
                >
                  {shown.action.label}
                </Button>
              )
            }
            sx={{ width: '100%', alignItems: 'center' }}
          >
            {shown.message}
          </Alert>
        ) : (
          <span />
        )}
      </Snackbar>
    </AdminFeedbackContext.Provider>
  );
}
