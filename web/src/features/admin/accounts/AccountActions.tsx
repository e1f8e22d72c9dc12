import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROLES, type StaffAccountRow } from '@careers/domain';
import { useUpdateAccount } from './accountsApi';

/** A row's actions: switch the role (admin / recruiter), disable or enable; each named with its visible label first, then the account. */
export function AccountActions({ row }: { row: StaffAccountRow }) {
  const update = useUpdateAccount();
  const otherRole = row.role === ROLES.admin ? ROLES.recruiter : ROLES.admin;
  return (
    <Stack direction="row" spacing={0.5} sx={{ whiteSpace: 'nowrap' }}>
      <Button
        size="small"
        disabled={update.isPending}
        onClick={() => update.mutate({ uid: row._id, role: otherRole })}
        aria-label={`Make ${otherRole}: ${row.email}`}
      >
        Make {otherRole}
      </Button>
      <Button
        size="small"
        color={row.disabled ? 'primary' : 'warning'}
        disabled={update.isPending}
        onClick={() => update.mutate({ uid: row._id, disabled: !row.disabled })}
        aria-label={`${row.disabled ? 'Enable' : 'Disable'}: ${row.email}`}
      >
        {row.disabled ? 'Enable' : 'Disable'}
      </Button>
    </Stack>
  );
}
