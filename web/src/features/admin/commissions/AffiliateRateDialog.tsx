import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { AffiliateRateForm } from './AffiliateRateForm';

/** The rate of one affiliate of the list, set from its row. */
export function AffiliateRateDialog({
  affiliate,
  onClose,
}: {
  affiliate: { _id: string; fullName?: string; commissionRate?: number };
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Commission rate of {affiliate.fullName ?? affiliate._id}</DialogTitle>
      <DialogContent dividers>
        <AffiliateRateForm affiliateId={affiliate._id} rate={affiliate.commissionRate ?? 0} onSaved={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
