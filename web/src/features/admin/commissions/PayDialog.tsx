import TextField from '@mui/material/TextField';
import { COMMISSION_SCREEN_TEXTS, TEXT_MAX_LENGTH, formatPaise } from '@careers/domain';
import type { CommissionRow } from './commissionRow';
import { useState } from 'react';
import { DayTextField } from '../../../components/forms/DayTextField';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useMoveCommission } from './commissionsApi';
import { CommissionDialog } from './CommissionDialog';

/** Marks an approved entry paid: the payout's reference and its day (DD-MM-YYYY, sent as YYYY-MM-DD). */
export function PayDialog({ row, onClose }: { row: CommissionRow; onClose: () => void }) {
  const move = useMoveCommission();
  const [payoutRef, setPayoutRef] = useState('');
  const [paidOn, setPaidOn] = useState('');
  const [failure, setFailure] = useState('');
  const submit = async () => {
    setFailure('');
    try {
      await move.mutateAsync({ id: row._id, move: { state: 'paid', payoutRef: payoutRef.trim(), paidOn: paidOn || undefined } });
      onClose();
    } catch (failed) {
      console.error('Failed to mark the commission paid', failed);
      setFailure(serverMessage(failed, 'Could not mark the commission paid.'));
    }
  };
  const amount = typeof row.amount === 'number' ? ` (${formatPaise(row.amount)})` : '';
  return (
    <CommissionDialog
      title={`${COMMISSION_SCREEN_TEXTS.markPaid}: ${row.affiliateName}${amount}`}
      action={COMMISSION_SCREEN_TEXTS.markPaid}
      sending={move.isPending}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={COMMISSION_SCREEN_TEXTS.payoutRefLabel}
        value={payoutRef}
        onChange={(event) => setPayoutRef(event.target.value)}
        required
        fullWidth
        helperText=" "
        slotProps={{ htmlInput: { maxLength: TEXT_MAX_LENGTH } }}
      />
      <DayTextField label={COMMISSION_SCREEN_TEXTS.paidOnLabel} day={paidOn} onDay={setPaidOn} required fullWidth helperText=" " />
    </CommissionDialog>
  );
}
