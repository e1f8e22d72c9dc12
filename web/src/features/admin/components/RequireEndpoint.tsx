import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ACCOUNT_MESSAGES, type EndpointName } from '@careers/domain';
import { useMayCall } from '../../../lib/session';

/** A back-office screen shown only to the roles that may call its main path (a recruiter on an admin screen is told so). */
export function RequireEndpoint({ name, children }: { name: EndpointName; children: ReactNode }) {
  const mayCall = useMayCall();
  if (mayCall(name)) return <>{children}</>;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Alert severity="warning" role="alert" data-testid="not-for-role">
        {ACCOUNT_MESSAGES.notForYourRole}
      </Alert>
    </Box>
  );
}
