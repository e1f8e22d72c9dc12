import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useCount, type CountEndpoint } from '../api/dashboardApi';

/** One dashboard count with its own loading and error state; the card opens the screen `to` of its records. */
export function CountCard({ label, endpoint, to }: { label: string; endpoint: CountEndpoint; to: string }) {
  const { data, isPending, isError } = useCount(endpoint);
  return (
    <Card component="section" aria-label={label} variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="subtitle2" component="h2" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            variant="h4"
            component="div"
            aria-live="polite"
            data-testid="count-value"
            sx={{ mt: 1, minHeight: 42, fontWeight: 700 }}
          >
            {isPending ? <CircularProgress size={28} aria-label={`Loading ${label}`} /> : isError ? '—' : data}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
