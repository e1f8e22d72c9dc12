import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Container from '@mui/material/Container';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { PATHS } from '../../../config/paths';
import { RegistrationForm } from '../components/RegistrationForm';

/** /affiliate-form: registration ('Join as an Affiliate'). */
export default function AffiliateFormPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 7 } }}>
      <PageTitle {...PAGE_HEAD.affiliateRegister} />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          Join as an Affiliate
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Every field is required. Already registered?{' '}
          <Link component={RouterLink} to={PATHS.affiliate.login} underline="always">
            Sign in
          </Link>
        </Typography>
        <RegistrationForm />
      </Paper>
    </Container>
  );
}
