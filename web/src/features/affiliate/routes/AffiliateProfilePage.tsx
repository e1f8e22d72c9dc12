import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AFFILIATE_MESSAGES as M, COMMON_MESSAGES, TOAST_MS, type AffiliateProfile } from '@careers/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FormToast, type Toast } from '../../../components/forms/FormToast';
import { useTimedValue } from '../../../components/forms/useTimedValue';
import { PageTitle } from '../../../components/PageTitle';
import { CHANGE_PASSWORD_SECTION } from '../../../config/paths';
import { useProfile } from '../api/dashboardApi';
import { ChangePasswordForm, OLD_PASSWORD_ID } from '../components/ChangePasswordForm';

const PROFILE_FIELDS: { key: keyof AffiliateProfile; label: string }[] = [
  { key: 'fullName', label: 'Full Name' },
  { key: 'email', label: 'Email Address' },
  { key: 'phoneNumber', label: 'Phone Number' },
  { key: 'companyName', label: 'Company Name' },
  { key: 'companyEmail', label: 'Company Email' },
  { key: 'designation', label: 'Designation' },
];

/** /affiliate-dashboard/profile: the six profile fields, read-only, and Change Password. A load failure is a toast (spec 8). */
export default function AffiliateProfilePage() {
  const profile = useProfile();
  const toast = useTimedValue<Toast>(TOAST_MS);
  const { show } = toast;
  useEffect(() => {
    if (profile.isError) show({ kind: 'error', title: M.errorTitle, message: M.profileLoadFailed });
  }, [profile.isError, show]);
  // Settings (#change-password): to the Old Password field, once the profile above it has its height.
  const toPasswordSection = useLocation().hash === `#${CHANGE_PASSWORD_SECTION}`;
  useEffect(() => {
    if (toPasswordSection && !profile.isPending) document.getElementById(OLD_PASSWORD_ID)?.focus();
  }, [toPasswordSection, profile.isPending]);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Profile" />
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        Profile
      </Typography>
      {profile.isError ? null : (
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, mb: 4 }}>
          {profile.isPending ? (
            <Typography>{COMMON_MESSAGES.loading}</Typography>
          ) : (
            <Box
              sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
              data-testid="profile-fields"
            >
              {PROFILE_FIELDS.map((field) => (
                <TextField
                  key={field.key}
                  id={`profile-${field.key}`}
                  label={field.label}
                  value={profile.data[field.key] ?? ''}
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              ))}
            </Box>
          )}
        </Paper>
      )}
      <Paper id={CHANGE_PASSWORD_SECTION} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, scrollMarginTop: 88 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2.5 }}>
          Change Password
        </Typography>
        <ChangePasswordForm email={profile.data?.email} />
      </Paper>
      <FormToast toast={toast.value} onClose={toast.clear} testId="profile-toast" />
    </Container>
  );
}
