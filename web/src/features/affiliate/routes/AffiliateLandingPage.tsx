import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import { BRAND_NAME, COMMISSION_PERCENT } from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { CtaBanner } from '../../../components/CtaBanner';
import { HeroBadgeArt } from '../../../components/illustrations/HeroBadgeArt';
import { LinkButton } from '../../../components/LinkButton';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { Section } from '../../../components/Section';
import { AffiliateSteps } from '../components/AffiliateSteps';
import { brandColors } from '../../../config/theme';

const COMMISSION = `${COMMISSION_PERCENT}%`;

/** /affiliate: the affiliate programme landing page. */
export default function AffiliateLandingPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.affiliate} />
      <PageHero
        overline={`${BRAND_NAME} Affiliate Program`}
        title="Empower Careers Together"
        subtitle={`Recruiters, HR professionals, trainers and community leaders: post jobs, refer great candidates and earn up to ${COMMISSION} commission on every successful placement.`}
        art={<HeroBadgeArt icon={Diversity3Icon} />}
        actions={
          <LinkButton to={PATHS.affiliate.login} variant="contained" color="secondary" size="large">
            Post a Job
          </LinkButton>
        }
      />
      <Section
        id="how-it-works"
        tone="muted"
        overline="How it works"
        title="Four simple steps"
        subtitle="Everything you need to start earning from your network."
      >
        <AffiliateSteps />
      </Section>
      <Section>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' },
            p: { xs: 3, md: 6 },
            borderRadius: 5,
            bgcolor: brandColors.peach,
            border: '1px solid #fed7aa',
          }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 800, fontSize: { xs: '3.5rem', md: '5rem' }, lineHeight: 1, color: 'secondary.main' }}>
              {COMMISSION}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>maximum commission per placement</Typography>
          </Box>
          <Stack spacing={1.5}>
            <Typography variant="h4" component="h2">
              Earn up to {COMMISSION} on every successful placement
            </Typography>
            <Typography color="text.secondary">
              Your commission is a share of the placement fee for each candidate you refer who joins. There is no limit on the number of
              referrals, and your dashboard shows the status of each one, from the first HR round to the offer letter.
            </Typography>
          </Stack>
        </Box>
      </Section>
      <CtaBanner
        title="Your network can change someone’s career"
        text="Know someone who deserves a better role? Refer them today and help them take the next step."
        actions={
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <LinkButton to={PATHS.affiliate.login} variant="contained" color="secondary" size="large">
              Refer Talent Now
            </LinkButton>
            <Typography sx={{ color: 'rgba(255,255,255,0.85)' }}>
              New here?{' '}
              <Link component={RouterLink} to={PATHS.affiliate.register} sx={{ color: brandColors.gold, fontWeight: 700 }}>
                Register Now
              </Link>
            </Typography>
          </Stack>
        }
      />
    </>
  );
}
