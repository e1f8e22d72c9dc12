import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_MESSAGES, PRIVACY_PAGE_PATH } from '@careers/domain';

/**
 * The consent a public form needs before it sends (domain/src/privacy.ts): the box's state, and the wrappers
 * that show its message on a submit without it and keep the form from sending until it is ticked.
 * `guard(handleSubmit(only(send)))`: the fields are checked as before, and the send waits for consent.
 */
export function useConsent() {
  const [checked, setChecked] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return {
    checked,
    guard:
      <E extends FormEvent>(submit: (event?: E) => unknown) =>
      (event?: E) => {
        setSubmitted(true);
        return submit(event);
      },
    only:
      <Args extends unknown[]>(send: (...args: Args) => Promise<void>) =>
      async (...args: Args) => {
        if (checked) await send(...args);
      },
    field: { checked, onChange: setChecked, error: submitted && !checked },
  };
}

export interface ConsentFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: boolean;
  /** Makes the checkbox's id unique on a page with several forms. */
  id: string;
}

/** The short notice, a link to /privacy and the required consent checkbox under a public form. */
export function ConsentField({ checked, onChange, error, id }: ConsentFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Stack spacing={0.5} data-testid="consent-field">
      <Typography variant="body2" color="text.secondary">
        {PRIVACY_MESSAGES.consentNotice}{' '}
        <Link component={RouterLink} to={PRIVACY_PAGE_PATH} target="_blank" rel="noopener" underline="always">
          Read the privacy notice
        </Link>
        .
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-required': true, 'aria-invalid': error, 'aria-describedby': error ? errorId : undefined } }}
          />
        }
        label={PRIVACY_MESSAGES.consentLabel}
      />
      {error && (
        <FormHelperText id={errorId} error>
          {PRIVACY_MESSAGES.consentRequired}
        </FormHelperText>
      )}
    </Stack>
  );
}
