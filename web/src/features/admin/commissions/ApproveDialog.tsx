import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMISSION_SCREEN_TEXTS, placementFeeField } from '@careers/domain';
import type { CommissionRow } from './commissionRow';
import { useState } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { parseRupees } from '../jobFees/rupees';
import { useApproveCommissions } from './commissionsApi';
import { CommissionDialog } from './CommissionDialog';

/**
 * Approves one entry or several: each without a placement fee asks for the one agreed (checked
 * with the API's own rule, and the API's refusal shown here); the others are approved as they are.
 */
export function ApproveDialog({ rows, onClose, onDone }: { rows: readonly CommissionRow[]; onClose: () => void; onDone?: () => void }) {
  const approve = useApproveCommissions();
  const lacking = rows.filter((row) => typeof row.placementFee !== 'number');
  const [fees, setFees] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const submit = async () => {
    const checked = lacking.map((row) => [row._id, placementFeeField.safeParse(parseRupees(fees[row._id] ?? '') ?? Number.NaN)] as const);
    const wrong = Object.fromEntries(
      checked.flatMap(([id, parsed]) => (parsed.success ? [] : [[id, parsed.error.issues[0]?.message ?? '']])),
    );
    setErrors(wrong);
    if (Object.keys(wrong).length) return;
    const given = new Map(checked.map(([id, parsed]) => [id, parsed.data]));
    setFailure('');
    try {
      await approve.mutateAsync(rows.map((row) => ({ id: row._id, placementFee: given.get(row._id) })));
      onDone?.();
      onClose();
    } catch (failed) {
      console.error('Failed to approve commissions', failed);
      setFailure(serverMessage(failed, 'Could not approve the commissions.'));
    }
  };
  const title =
    rows.length === 1
      ? `${COMMISSION_SCREEN_TEXTS.approve} the commission of ${rows[0]!.candidateName || rows[0]!.jobTitle}`
      : `${COMMISSION_SCREEN_TEXTS.approve} ${rows.length} commissions`;
  return (
    <CommissionDialog
      title={title}
      action={COMMISSION_SCREEN_TEXTS.approve}
      sending={approve.isPending}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>{COMMISSION_SCREEN_TEXTS.feeHelp}</Typography>
      {lacking.map((row) => (
        <TextField
          key={row._id}
          label={`${COMMISSION_SCREEN_TEXTS.feeLabel}: ${row.candidateName || row._id}, ${row.jobTitle}`}
          value={fees[row._id] ?? ''}
          onChange={(event) => setFees((before) => ({ ...before, [row._id]: event.target.value }))}
          error={Boolean(errors[row._id])}
          helperText={errors[row._id] || ' '}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 16, 'data-testid': 'approve-fee' } }}
        />
      ))}
    </CommissionDialog>
  );
}
