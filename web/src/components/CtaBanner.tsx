import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brandColors } from '../config/theme';

export interface CtaBannerProps {
  id?: string;
  title: ReactNode;
  text?: ReactNode;
  actions: ReactNode;
}

/** The closing call to action of a page. */
export function CtaBanner({ id, title, text, actions }: CtaBannerProps) {
  return (
    <Box component="section" id={id} sx={{ py: { xs: 7, md: 10 }, scrollMarginTop: 72 }}>
      <Container>
        <Box
          sx={{
            borderRadius: 5,
            px: { xs: 3, sm: 5, md: 8 },
            py: { xs: 5, md: 7 },
            color: brandColors.white,
            textAlign: 'center',
            background: `radial-gradient(circle at 90% 10%, ${brandColors.rust} 0, transparent 40%), linear-gradient(120deg, ${brandColors.navy}, ${brandColors.royal})`,
          }}
        >
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {text && (
            <Typography sx={{ color: 'rgba(255,255,255,0.86)', maxWidth: 640, mx: 'auto', mb: 4, fontSize: { md: '1.1rem' } }}>
              {text}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {actions}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
