import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { formatPaise } from '@careers/domain';
import { FEE_TEXT_MAX, checkFee } from './rupees';
import type { FeeInput } from './useFeeInput';

export const PLACEMENT_FEE_LABEL = 'Placement Fee (₹)';

/**
 * The job's placement fee in rupees, for admins only. The helper shows what was typed in the
 * Indian format (₹1,25,000), so a missing zero is seen before it is saved; a refused fee shows the
 * API's message instead.
 */
export function PlacementFeeField({ id, fee, loading, sx }: { id: string; fee: FeeInput; loading?: boolean; sx?: SxProps<Theme> }) {
  // A placeholder while the stored fee loads, not a disabled field: one that turns enabled fades its colours in.
  if (loading) return <Skeleton variant="rounded" height={56} sx={sx} data-testid="placement-fee-loading" />;
  const checked = checkFee(fee.text);
  const shown = checked.ok && checked.paise !== undefined ? formatPaise(checked.paise) : 'None set';
  return (
    <TextField
      id={id}
      label={PLACEMENT_FEE_LABEL}
      value={fee.text}
      onChange={(event) => fee.onChange(event.target.value)}
      onBlur={fee.onBlur}
      error={Boolean(fee.error)}
      helperText={fee.error || shown}
      sx={sx}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: FEE_TEXT_MAX, 'data-testid': 'placement-fee' } }}
    />
  );
}
