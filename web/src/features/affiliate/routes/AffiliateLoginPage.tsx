import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AFFILIATE_MESSAGES } from '@careers/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { PATHS } from '../../../config/paths';
import { ResetPasswordPanel } from '../components/ResetPasswordPanel';
import { SignInForm } from '../components/SignInForm';

/** /affiliate-login: sign in, or 'Forgot Password?' to reset with a mailed code. */
export default function AffiliateLoginPage() {
  const [mode, setMode] = useState<'signIn' | 'reset'>('signIn');
  const [notice, setNotice] = useState<string | undefined>();
  const title = mode === 'signIn' ? PAGE_HEAD.affiliateLogin.title : 'Reset Password';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle {...PAGE_HEAD.affiliateLogin} title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {title}
        </Typography>
        {mode === 'signIn' ? (
          <SignInForm
            notice={notice}
            onForgot={() => {
              setNotice(undefined);
              setMode('reset');
            }}
          />
        ) : (
          <ResetPasswordPanel
            onCancel={() => setMode('signIn')}
            onDone={() => {
              setNotice(AFFILIATE_MESSAGES.resetSuccess);
              setMode('signIn');
            }}
          />
        )}
        {mode === 'signIn' ? (
          <Typography color="text.secondary" sx={{ mt: 3 }}>
            New to the programme?{' '}
            <Link component={RouterLink} to={PATHS.affiliate.register} underline="always">
              Register Now
            </Link>
          </Typography>
        ) : null}
      </Paper>
    </Container>
  );
}
