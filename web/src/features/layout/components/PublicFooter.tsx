import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, CONTACT_DETAILS, COPYRIGHT_YEAR } from '@careers/domain';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../../components/BrandLogo';
import { SocialLinks } from '../../../components/SocialLinks';
import { JOB_LINKS, PUBLIC_NAV, SERVICE_LINKS, type NavLink } from '../../../config/navigation';
import { PATHS } from '../../../config/paths';
import { brandColors, TAP_TARGET_SX } from '../../../config/theme';

const linkSx = { color: 'rgba(255,255,255,0.78)', '&:hover': { color: brandColors.white }, ...TAP_TARGET_SX } as const;

function FooterColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, color: brandColors.white }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={{ xs: 0, sm: 1 }} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link component={RouterLink} to={link.to} sx={linkSx}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Repeats the navigation links; copyright year from the domain constants. Room below for the floating
 * chat button (from `sm` up; on phones it sits in the header), so it covers no link at the page's end.
 */
export function PublicFooter() {
  const quickLinks: NavLink[] = PUBLIC_NAV.map(({ label, to }) => ({ label, to }));
  return (
    <Box
      component="footer"
      sx={{ bgcolor: brandColors.navy, color: 'rgba(255,255,255,0.78)', pt: { xs: 7, md: 9 }, pb: { xs: 5, sm: 12 } }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: '1.4fr 1fr 1.2fr 1.2fr' },
          }}
        >
          <Stack spacing={2} sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLogo tone="dark" />
            <Typography variant="body2">
              {BRAND_NAME} bridges campuses and companies across India with recruitment, career counselling, mentorship and training that
              turn potential into careers.
            </Typography>
            <SocialLinks tone="dark" />
          </Stack>
          <FooterColumn title="Quick Links" links={quickLinks} />
          <FooterColumn title="Services" links={SERVICE_LINKS} />
          <Stack spacing={3} sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <FooterColumn title="Jobs" links={JOB_LINKS} />
            <Box>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5, color: brandColors.white }}>
                Reach Us
              </Typography>
              <Stack spacing={0.75} sx={{ fontSize: '0.95rem' }}>
                <Link href={`tel:${CONTACT_DETAILS.phone.replace(/\s+/g, '')}`} sx={linkSx}>
                  {CONTACT_DETAILS.phone}
                </Link>
                <Link href={`mailto:${CONTACT_DETAILS.supportEmail}`} sx={linkSx}>
                  {CONTACT_DETAILS.supportEmail}
                </Link>
                <span>{CONTACT_DETAILS.location}</span>
              </Stack>
            </Box>
          </Stack>
        </Box>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.14)',
            mt: { xs: 5, md: 7 },
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved.
          </Typography>
          <Link component={RouterLink} to={PATHS.privacy} variant="body2" sx={linkSx}>
            Privacy notice
          </Link>
          <Typography variant="body2">Made in Bengaluru for India&apos;s next generation of professionals.</Typography>
        </Box>
      </Container>
    </Box>
  );
}
