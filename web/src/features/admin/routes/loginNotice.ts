import type { Location } from 'react-router-dom';
import type { StatusMessage } from '../../../components/forms/useTimedValue';

/** Router state that carries a message to the login page (the reset form page's success). */
export interface LoginNoticeState {
  notice?: StatusMessage;
}

/** The message another page left for the login page, if any. */
export function noticeOf(location: Location): StatusMessage | null {
  const notice = (location.state as LoginNoticeState | null)?.notice;
  return notice && typeof notice.text === 'string' ? notice : null;
}
