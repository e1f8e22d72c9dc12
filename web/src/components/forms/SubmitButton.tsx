import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useHydrated } from '../../hooks/useHydrated';

/**
 * The submit button of a form: disabled with a spinner while the form is being sent; its label never
 * changes. On a prerendered page it stays disabled until the page is hydrated: before that a press
 * would submit the form natively (a GET that reloads the page with the answers in its URL).
 */
export function SubmitButton({ sending, children, sx, ...props }: ButtonProps & { sending: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending || !hydrated}
      aria-busy={sending || undefined}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={[{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
    </Button>
  );
}
