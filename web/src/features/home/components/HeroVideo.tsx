import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HERO_ROTATION_MS } from '@careers/domain';
import { useEffect, useRef } from 'react';
import { PATHS } from '../../../config/paths';
import { outlinedOnDark } from '../../../components/buttonStyles';
import { LinkButton } from '../../../components/LinkButton';
import { HERO_VIDEO_SIZE, HERO_VIDEOS } from '../heroMedia';
import { usePrefersReducedMotion } from '../../../hooks/usePrefersReducedMotion';
import { whenPageIdle } from '../../../lib/whenPageIdle';
import { useRotation } from '../hooks/useRotation';
import { brandColors } from '../../../config/theme';

/** Whether the visitor's browser asks to save data (Chrome on Android's Lite mode and similar). */
const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The home page hero: a muted, looping background video (rotating when there are several).
 * The poster is what loads with the page. The video is fetched and played only once the page has
 * loaded and is idle: a background video decoding during start-up slows down hydration on a phone.
 * It never plays under reduced motion or when the browser asks to save data.
 */
export function HeroVideo() {
  const reduceMotion = usePrefersReducedMotion();
  const index = useRotation(HERO_VIDEOS.length, HERO_ROTATION_MS, reduceMotion);
  const video = HERO_VIDEOS[index];
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const element = videoRef.current;
    if (!element) return undefined;
    if (reduceMotion || savesData()) {
      element.pause();
      return undefined;
    }
    // React does not reflect `muted` as an attribute; set the property so autoplay is always allowed.
    element.muted = true;
    element.defaultMuted = true;
    return whenPageIdle(() => void element.play().catch(() => undefined));
  }, [reduceMotion, video]);

  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        color: brandColors.white,
        bgcolor: brandColors.navy,
        minHeight: { xs: 540, md: 'min(calc(100vh - 64px), 760px)' },
        display: 'flex',
        alignItems: 'center',
      }}
    >
      {video && (
        <Box
          component="video"
          key={video.webm}
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          poster={video.poster}
          width={HERO_VIDEO_SIZE.width}
          height={HERO_VIDEO_SIZE.height}
          aria-hidden="true"
          tabIndex={-1}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        >
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </Box>
      )}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(90deg, rgba(11,31,68,0.88) 0%, rgba(11,31,68,0.6) 55%, rgba(11,31,68,0.25) 100%)',
        }}
      />
      <Container sx={{ position: 'relative', py: { xs: 8, md: 10 } }}>
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Typography variant="overline" component="p" sx={{ color: brandColors.gold }}>
            Careers · Campuses · Companies
          </Typography>
          <Typography id="home-hero-title" variant="h1" sx={{ fontSize: { xs: '2.4rem', sm: '3.2rem', md: '4rem' } }}>
            Bridging India&apos;s talent to the right opportunity
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.25rem' }, color: 'rgba(255,255,255,0.88)', maxWidth: 600 }}>
            From the first campus drive to the first day at work, we help students find their path, colleges place their graduates and
            companies hire people who are ready to contribute.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <LinkButton to={PATHS.currentOpenings} variant="contained" color="secondary" size="large">
              Explore Openings
            </LinkButton>
            <LinkButton to={PATHS.employer} variant="outlined" size="large" sx={outlinedOnDark}>
              Hire With Us
            </LinkButton>
            <LinkButton to={PATHS.readyToTransform} variant="text" size="large" sx={{ color: brandColors.white }}>
              Get Started
            </LinkButton>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
