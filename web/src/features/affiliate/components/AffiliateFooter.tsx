import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, COPYRIGHT_YEAR } from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { AFFILIATE_FOOTER_LINKS } from '../navigation';
import { brandColors, TAP_TARGET_SX } from '../../../config/theme';

/** The affiliate area's own footer. */
export function AffiliateFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: brandColors.navy, color: 'rgba(255,255,255,0.78)', py: { xs: 5, md: 6 } }}>
      <Container>
        <Stack component="nav" aria-label="Affiliate footer" sx={{ mb: 3 }}>
          <Stack
            component="ul"
            direction="row"
            sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', columnGap: 3, rowGap: { xs: 0, sm: 1.5 }, justifyContent: 'center' }}
          >
            {AFFILIATE_FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  component={RouterLink}
                  to={link.to}
                  sx={{ color: 'rgba(255,255,255,0.85)', '&:hover': { color: brandColors.white }, ...TAP_TARGET_SX }}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          © {COPYRIGHT_YEAR} {BRAND_NAME} Affiliate Program. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}
