import Box from '@mui/material/Box';
import { brandColors } from '../config/theme';

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
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
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
