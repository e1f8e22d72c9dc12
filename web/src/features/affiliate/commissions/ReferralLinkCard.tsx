import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { REFERRAL_ATTRIBUTION_DAYS } from '@careers/domain';
import { useReferralLink } from './commissionsApi';

/** Copies `text`; where the clipboard is refused, shows it to copy by hand. True when copied. */
async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.prompt('Copy this link', text);
    return false;
  }
}

/** The affiliate's referral link with a copy button. */
export function ReferralLinkCard() {
  const link = useReferralLink();
  const [copied, setCopied] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Your referral link
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Anyone who opens it and applies within {REFERRAL_ATTRIBUTION_DAYS} days is your referral.
      </Typography>
      {link.data ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField
            value={link.data.url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'aria-label': 'Referral link', 'data-testid': 'referral-link' } }}
          />
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy(link.data.url).then(setCopied)}
            data-testid="copy-referral-link"
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </Stack>
      ) : link.isError ? (
        <Typography color="error" role="alert">
          Your link could not be loaded.
        </Typography>
      ) : (
        <Skeleton height={40} />
      )}
      <span role="status" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {copied ? 'Link copied' : ''}
      </span>
    </Paper>
  );
}
