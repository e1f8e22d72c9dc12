import TextField from '@mui/material/TextField';
import { COMMISSION_SCREEN_TEXTS, TEXT_MAX_LENGTH } from '@careers/domain';
import type { CommissionRow } from './commissionRow';
import { useState } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useMoveCommission } from './commissionsApi';
import { CommissionDialog } from './CommissionDialog';

/** Voids a pending or approved entry, for a reason the audit trail keeps. */
export function VoidDialog({ row, onClose }: { row: CommissionRow; onClose: () => void }) {
  const move = useMoveCommission();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState('');
  const submit = async () => {
    setFailure('');
    try {
      await move.mutateAsync({ id: row._id, move: { state: 'void', reason: reason.trim() } });
      onClose();
    } catch (failed) {
      console.error('Failed to void the commission', failed);
      setFailure(serverMessage(failed, 'Could not void the commission.'));
    }
  };
  return (
    <CommissionDialog
      title={`${COMMISSION_SCREEN_TEXTS.void} the commission of ${row.candidateName || row.jobTitle}`}
      action={COMMISSION_SCREEN_TEXTS.void}
      sending={move.isPending}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={COMMISSION_SCREEN_TEXTS.reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        helperText=" "
        slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
      />
    </CommissionDialog>
  );
}
