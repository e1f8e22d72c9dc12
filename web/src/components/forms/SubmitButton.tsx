import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** The submit button of a form: disabled with a spinner while the form is being sent; its label never changes. */
export function SubmitButton({ sending, children, sx, ...props }: ButtonProps & { sending: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending}
      aria-busy={sending || undefined}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      sx={[{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
    </Button>
  );
}
