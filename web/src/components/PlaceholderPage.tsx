import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageTitle } from './PageTitle';

/** A page that is still to be built: just its heading. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container sx={{ py: { xs: 6, md: 10 } }}>
      <PageTitle title={title} />
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
    </Container>
  );
}
