import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { COMMISSION_PERCENT, COMMISSION_SCREEN_TEXTS } from '@careers/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useSetAffiliateRate } from './commissionsApi';

/**
 * An affiliate's commission rate, set by an admin: the number is sent as typed and the API's own
 * rule (0 to 20, at most 2 decimals) decides; its refusal shows under the field.
 */
export function AffiliateRateForm({ affiliateId, rate, onSaved }: { affiliateId: string; rate: number; onSaved?: () => void }) {
  const save = useSetAffiliateRate();
  const [text, setText] = useState(String(rate));
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      // Text that is no number goes as it is, so the API answers with its own message for it.
      const typed = Number(text);
      await save.mutateAsync({ id: affiliateId, rate: text.trim() !== '' && Number.isFinite(typed) ? typed : text });
      onSaved?.();
    } catch (failed) {
      console.error('Failed to set the commission rate', failed);
      setError(serverMessage(failed, 'Could not set the commission rate.'));
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      data-testid="rate-form"
    >
      <TextField
        size="small"
        label={COMMISSION_SCREEN_TEXTS.rateLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={Boolean(error)}
        helperText={error || `0 to ${COMMISSION_PERCENT}, at most 2 decimals`}
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 6 } }}
        sx={{ width: 260 }}
      />
      <SubmitButton sending={save.isPending} size="medium" variant="contained">
        Save rate
      </SubmitButton>
    </Box>
  );
}
