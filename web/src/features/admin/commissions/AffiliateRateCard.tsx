import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { AffiliateRateForm } from './AffiliateRateForm';
import { affiliateRateQuery } from './commissionsApi';

/** The affiliate view's commission rate: what it is now, and a form to set it. */
export function AffiliateRateCard({ affiliateId }: { affiliateId: string }) {
  const rate = useQuery(affiliateRateQuery(affiliateId));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="affiliate-rate-heading" sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2" id="affiliate-rate-heading" sx={{ mb: 1 }}>
        Commission rate{rate.data ? `: ${rate.data.rate}%` : ''}
      </Typography>
      {rate.isPending ? (
        <Skeleton width={260} height={40} />
      ) : rate.error ? (
        <Alert severity="error">Could not load the commission rate.</Alert>
      ) : (
        <AffiliateRateForm key={rate.data.rate} affiliateId={affiliateId} rate={rate.data.rate} />
      )}
    </Paper>
  );
}
