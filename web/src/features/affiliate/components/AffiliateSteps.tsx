import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ShareIcon from '@mui/icons-material/Share';
import PaymentsIcon from '@mui/icons-material/Payments';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import { COMMISSION_PERCENT } from '@careers/domain';
import { IconTile } from '../../../components/IconTile';
import type { IconComponent } from '../../../components/icon';
import { brandColors } from '../../../config/theme';

const STEPS: { title: string; text: string; icon: IconComponent }[] = [
  { title: 'Sign Up', text: 'Register in two minutes with your contact and company details. Joining is free.', icon: HowToRegIcon },
  { title: 'Start Referring', text: 'Post openings you know about and refer candidates who fit them from your network.', icon: ShareIcon },
  {
    title: 'Earn Commission',
    text: `Earn up to ${COMMISSION_PERCENT}% commission on every successful placement you bring in.`,
    icon: PaymentsIcon,
  },
  {
    title: 'Track Progress',
    text: 'Follow every job and referral from your dashboard, from interview to offer letter.',
    icon: QueryStatsIcon,
  },
];

/** The four steps of the affiliate programme. */
export function AffiliateSteps() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {STEPS.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{ position: 'relative', p: 3, pt: 4, borderRadius: 3, bgcolor: brandColors.white, border: `1px solid ${brandColors.border}` }}
        >
          <Typography
            aria-hidden
            sx={{ position: 'absolute', top: 12, right: 18, fontWeight: 800, fontSize: '2.5rem', color: brandColors.border, lineHeight: 1 }}
          >
            {index + 1}
          </Typography>
          <IconTile icon={step.icon} tone={index % 2 ? 'secondary' : 'primary'} />
          <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
            {step.title}
          </Typography>
          <Typography color="text.secondary">{step.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
