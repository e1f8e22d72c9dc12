import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMISSION_PERCENT } from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { PATHS } from '../../../config/paths';

interface Resource {
  title: string;
  text: string;
  link: { label: string; to: string };
}

const RESOURCES: readonly Resource[] = [
  {
    title: 'How the programme works',
    text: `Sign up, post the jobs you recruit for, refer candidates and earn up to ${COMMISSION_PERCENT}% commission on every successful placement.`,
    link: { label: 'Read the four steps', to: `${PATHS.affiliate.landing}#how-it-works` },
  },
  {
    title: 'Posting a job',
    text: 'A clear title, the skillset, the experience asked for, the location, the domain and the salary help candidates apply with confidence.',
    link: { label: 'Post a Job', to: PATHS.affiliate.postJob },
  },
  {
    title: 'Following your referrals',
    text: 'Each of your jobs lists its referrals with their stage (Interview, HR, Offer Letter...), updated by our team as candidates move on.',
    link: { label: 'See your referrals', to: PATHS.affiliate.referrals },
  },
  {
    title: 'Open positions to share',
    text: 'The current openings are public: share a job page with candidates in your network so they can apply directly.',
    link: { label: 'Current openings', to: PATHS.currentOpenings },
  },
  {
    title: 'Help',
    text: 'Questions about commissions, payouts or your account? Write to our team and we will get back to you.',
    link: { label: 'Contact support', to: PATHS.contact },
  },
];

/** /Resources (the affiliate footer's link): a short page of guides and links for affiliates. */
export default function AffiliateResourcesPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="Affiliate Resources" />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Affiliate Resources
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Guides and links to get the most out of the affiliate programme.
      </Typography>
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="affiliate-resources">
        {RESOURCES.map((resource) => (
          <Paper key={resource.title} component="li" variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
            <Typography variant="h6" component="h2">
              {resource.title}
            </Typography>
            <Typography color="text.secondary" sx={{ my: 1 }}>
              {resource.text}
            </Typography>
            <Link component={RouterLink} to={resource.link.to}>
              {resource.link.label}
            </Link>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
