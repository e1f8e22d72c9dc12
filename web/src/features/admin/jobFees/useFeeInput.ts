import { COMMISSION_MESSAGES } from '@careers/domain';
import { useEffect, useRef, useState } from 'react';
import { serverFieldErrors, serverMessage } from '../../../components/forms/serverMessage';
import { checkFee, rupeesText } from './rupees';

/** What a form sends for its fee: nothing (left as it was), or the rupees to set. */
export type FeeToSend = { send: false } | { send: true; rupees: number };

/**
 * The fee field's text and message, starting from the job's stored fee (paise; null: none) once it
 * has loaded (undefined until then).
 * `toSend` checks the text with the API's schema (its message shown on the field) and tells whether
 * the fee changed; `showServerError` puts the API's answer to a refused fee on the field.
 */
export function useFeeInput(stored: number | null | undefined) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  // The stored fee fills the field once: a refetch after a save never overwrites what was typed.
  const filled = useRef(false);
  useEffect(() => {
    if (stored === undefined || filled.current) return;
    filled.current = true;
    setText(rupeesText(stored));
  }, [stored]);
  const check = () => {
    const checked = checkFee(text);
    if (!checked.ok) return checked.message;
    return checked.paise === undefined && typeof stored === 'number' ? COMMISSION_MESSAGES.feeKept : '';
  };
  return {
    text,
    error,
    onChange: (value: string) => {
      setText(value);
      setError('');
    },
    onBlur: () => setError(check()),
    toSend(): FeeToSend | null {
      const message = check();
      setError(message);
      if (message) return null;
      const checked = checkFee(text);
      if (!checked.ok || checked.rupees === undefined || checked.paise === stored) return { send: false };
      return { send: true, rupees: checked.rupees };
    },
    showServerError: (failure: unknown) =>
      setError(serverFieldErrors(failure).placementFee ?? serverMessage(failure, COMMISSION_MESSAGES.feeRange)),
  };
}

export type FeeInput = ReturnType<typeof useFeeInput>;
