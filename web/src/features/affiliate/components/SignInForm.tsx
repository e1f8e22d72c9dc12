import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AFFILIATE_MESSAGES as M, ROLES, affiliateLoginSchema, type AffiliateLoginInput } from '@careers/domain';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from 'reactfire';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { PATHS } from '../../../config/paths';
import { returnPath, signInWithRole, WrongRoleError } from '../../../lib/session';
import { useState } from 'react';

type Values = Record<keyof AffiliateLoginInput, string>;

/** Sign-in mode: email and password through the Firebase Auth SDK; only accounts with the affiliate claim stay signed in. */
export function SignInForm({ notice, onForgot }: { notice?: string; onForgot: () => void }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<Values, unknown, AffiliateLoginInput>({
    defaultValues: { email: '', password: '' },
    resolver: schemaResolver<Values, AffiliateLoginInput>(affiliateLoginSchema),
  });

  const signIn = async ({ email, password }: AffiliateLoginInput) => {
    setFailure(null);
    try {
      await signInWithRole(auth, email, password, [ROLES.affiliate]);
      navigate(returnPath(location, PATHS.affiliate.dashboard), { replace: true });
    } catch (error) {
      setFailure(error instanceof WrongRoleError ? error.message : M.loginFailed);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={handleSubmit(signIn)}
      spacing={2.25}
      aria-label="Affiliate sign in"
      data-testid="affiliate-login-form"
    >
      {notice && !failure ? <Alert severity="success">{notice}</Alert> : null}
      {failure ? (
        <Alert severity="error" role="alert" data-testid="login-error">
          {failure}
        </Alert>
      ) : null}
      <FormTextField control={control} name="email" id="login-email" label="Email Address" type="email" required autoComplete="email" />
      <FormPasswordField control={control} name="password" id="login-password" label="Password" required autoComplete="current-password" />
      <Button variant="text" onClick={onForgot} sx={{ alignSelf: 'flex-end' }}>
        Forgot Password?
      </Button>
      <SubmitButton sending={isSubmitting}>Sign In</SubmitButton>
    </Stack>
  );
}
