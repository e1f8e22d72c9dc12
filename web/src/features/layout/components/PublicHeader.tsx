import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, useRef, useState } from 'react';
import { BrandLogo } from '../../../components/BrandLogo';
import { ChatFab } from './ChatFab';
import { EARLY_CLICK, useEarlyClick } from '../../../hooks/useEarlyClick';
import { DesktopNav } from './DesktopNav';
import { fetchOnIntent, loadMobileNav } from './headerMenus';
import { DESKTOP_NAV_QUERY } from './navStyles';
import { OnceOpened } from './OnceOpened';
import { brandColors } from '../../../config/theme';

const MobileNav = lazy(() => loadMobileNav().then((module) => ({ default: module.MobileNav })));

/** Hides when the page scrolls down, shows again on scroll up. */
export function PublicHeader() {
  const scrolledDown = useScrollTrigger({ threshold: 80 });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEarlyClick(menuButton, () => setMenuOpen(true));

  return (
    <>
      <Slide appear={false} direction="down" in={!scrolledDown || menuOpen}>
        <AppBar
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{ bgcolor: 'rgba(255,255,255,0.96)', backdropFilter: 'blur(8px)', borderBottom: `1px solid ${brandColors.border}` }}
        >
          <Container disableGutters sx={{ px: { xs: 2, sm: 3 } }}>
            <Toolbar
              disableGutters
              component="nav"
              aria-label="Main"
              sx={{ gap: 2, justifyContent: 'space-between', minHeight: { xs: 64 } }}
            >
              <BrandLogo />
              <DesktopNav />
              <ChatFab placement="header" />
              <Box sx={{ [DESKTOP_NAV_QUERY]: { display: 'none' } }}>
                <IconButton
                  ref={menuButton}
                  {...EARLY_CLICK}
                  {...fetchOnIntent(loadMobileNav)}
                  edge="end"
                  aria-label="Open menu"
                  onClick={() => setMenuOpen(true)}
                  sx={{ color: brandColors.navy }}
                >
                  <MenuIcon />
                </IconButton>
              </Box>
            </Toolbar>
          </Container>
        </AppBar>
      </Slide>
      <Toolbar aria-hidden sx={{ minHeight: { xs: 64 } }} />
      <OnceOpened open={menuOpen}>
        <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} />
      </OnceOpened>
    </>
  );
}
