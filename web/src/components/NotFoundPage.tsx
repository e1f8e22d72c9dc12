import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATHS } from '../config/paths';
import { LinkButton } from './LinkButton';
import { PageTitle } from './PageTitle';

export const NOT_FOUND_TEXT = 'Page Not Found';

/** Shown for unknown paths (public catch-all, and /admin/* inside the admin area). */
export function NotFound({ homePath = PATHS.home }: { homePath?: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 10, md: 16 }, textAlign: 'center' }}>
      <PageTitle title={NOT_FOUND_TEXT} noindex />
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography aria-hidden sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 800, color: 'primary.light', lineHeight: 1 }}>
          404
        </Typography>
        <Typography variant="h3" component="h1">
          {NOT_FOUND_TEXT}
        </Typography>
        <Typography color="text.secondary">The page you are looking for does not exist or has moved.</Typography>
        <LinkButton to={homePath} variant="contained" size="large">
          Back to home
        </LinkButton>
      </Stack>
    </Container>
  );
}

export default function NotFoundPage() {
  return <NotFound />;
}
