import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Placeholder: the reset-code mode of the admin login (the admin core work replaces this file). */
export function AdminResetMode({ onBack }: { onBack: () => void }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        Reset Password
      </Typography>
      <Button onClick={onBack}>Back to Login</Button>
    </>
  );
}
