import Box from '@mui/material/Box';
import { brandColors, TAP_TARGET_PX } from '../config/theme';

/** Lets keyboard users jump past the navigation. */
export function SkipLink({ target = 'main-content' }: { target?: string }) {
  return (
    <Box
      component="a"
      href={`#${target}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: -56,
        zIndex: 2000,
        px: 2,
        py: 1,
        minHeight: TAP_TARGET_PX,
        boxSizing: 'border-box',
        display: 'inline-flex',
        alignItems: 'center',
        borderRadius: 1,
        bgcolor: brandColors.navy,
        color: brandColors.white,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
