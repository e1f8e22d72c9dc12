import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { BrandLogo } from '../../../components/BrandLogo';
import { LinkButton } from '../../../components/LinkButton';
import { brandColors } from '../../../config/theme';
import { useHeaderSession } from './headerSession';

/** The affiliate area's own header: brand, way back to the main site, and register and sign in, or Logout while signed in. */
export function AffiliateHeader() {
  const session = useHeaderSession();
  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: brandColors.navy, borderBottom: '1px solid rgba(255,255,255,0.12)' }}>
      <Container disableGutters sx={{ px: { xs: 2, sm: 3 } }}>
        <Toolbar
          disableGutters
          component="nav"
          aria-label="Affiliate"
          sx={{ justifyContent: 'space-between', gap: 1, minHeight: { xs: 64 } }}
        >
          <BrandLogo tone="dark" suffix="Affiliates" to={PATHS.affiliate.landing} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Button component={RouterLink} to={PATHS.home} sx={{ color: brandColors.white, display: { xs: 'none', md: 'inline-flex' } }}>
              Main Site
            </Button>
            {session ? (
              <Button variant="contained" color="secondary" onClick={session.signOut} sx={{ whiteSpace: 'nowrap' }}>
                Logout
              </Button>
            ) : (
              <>
                <Button
                  component={RouterLink}
                  to={PATHS.affiliate.register}
                  sx={{ color: brandColors.white, display: { xs: 'none', sm: 'inline-flex' } }}
                >
                  Register
                </Button>
                <LinkButton to={PATHS.affiliate.login} variant="contained" color="secondary" sx={{ whiteSpace: 'nowrap' }}>
                  Sign In
                </LinkButton>
              </>
            )}
          </Stack>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
