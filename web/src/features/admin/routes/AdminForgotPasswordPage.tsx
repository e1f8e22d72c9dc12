import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES as M } from '@careers/domain';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { PATHS } from '../../../config/paths';
import { requestAdminResetCode, resetFromResetPage } from '../api/authApi';
import { AdminResetMode } from '../components/AdminResetMode';
import type { LoginNoticeState } from './loginNotice';

/**
 * /admin/forgot-password: the same flow as the login page's reset mode (request a code by email,
 * then the code and the new password on this page). The reset goes through the reset form's call
 * (the code is its `token`); on success it goes to /admin/login, which shows the success message.
 * An invitation's link (`?invite=<email>`) opens it at the code: the code came in the mail.
 */
export default function AdminForgotPasswordPage() {
  const navigate = useNavigate();
  const invited = useSearchParams()[0].get('invite');
  const done = () => {
    const state: LoginNoticeState = { notice: { kind: 'success', text: M.resetFormSuccess } };
    navigate(PATHS.admin.loginAfterReset, { state });
  };
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', px: 2, py: 4 }}>
      <PageTitle title="Reset Password" />
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <AdminResetMode
          requestCode={requestAdminResetCode}
          resetPassword={resetFromResetPage}
          sent={invited ? { email: invited, notice: { kind: 'success', text: ACCOUNT_MESSAGES.enterInviteCode } } : undefined}
          onDone={done}
          onBack={() => navigate(PATHS.admin.loginAfterReset)}
        />
      </Paper>
    </Box>
  );
}
