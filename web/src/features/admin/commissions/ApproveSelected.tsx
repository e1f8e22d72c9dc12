import Button from '@mui/material/Button';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { COMMISSION_SCREEN_TEXTS } from '@careers/domain';
import { useState } from 'react';
import { useAdminFeedback } from '../feedback';
import type { ResourceList } from '../resources/types';
import { ApproveDialog } from './ApproveDialog';
import type { CommissionRow } from './commissionRow';
import { useApproveCommissions } from './commissionsApi';

/**
 * Approve Selected: the rows picked by hand (those without a fee ask for it in one dialog; a row
 * that is not pending stops it, with why), or every pending entry with a fee the selected query
 * matches, on the server (confirmed with its count).
 */
export function ApproveSelected({ list }: { list: ResourceList<CommissionRow> }) {
  const approve = useApproveCommissions();
  const feedback = useAdminFeedback();
  const [asking, setAsking] = useState<readonly CommissionRow[] | null>(null);
  const press = () => {
    if (list.querySelected)
      return list.askForQuery({
        request: { action: 'approve' },
        title: COMMISSION_SCREEN_TEXTS.approveSelected,
        text: COMMISSION_SCREEN_TEXTS.approveMatching(String(list.selectedCount)),
        confirmLabel: COMMISSION_SCREEN_TEXTS.approveSelected,
      });
    const rows = list.selectedRows;
    if (rows.some((row) => row.state !== 'pending')) return feedback.failure(null, COMMISSION_SCREEN_TEXTS.notPending);
    if (rows.some((row) => typeof row.placementFee !== 'number')) return setAsking(rows);
    approve.mutate(
      rows.map((row) => ({ id: row._id })),
      { onSuccess: () => list.clearSelection() },
    );
  };
  return (
    <>
      <Button
        variant="outlined"
        color="success"
        startIcon={<TaskAltIcon />}
        disabled={list.selectedCount === 0 || approve.isPending}
        onClick={press}
      >
        {COMMISSION_SCREEN_TEXTS.approveSelected}
      </Button>
      {asking && <ApproveDialog rows={asking} onClose={() => setAsking(null)} onDone={() => list.clearSelection()} />}
    </>
  );
}
