import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brandColors } from '../../../config/theme';

/** The card that holds an enrollment form under the page's hero. */
export function EnrollmentFormCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ mt: { xs: -4, md: -6 }, mb: { xs: 6, md: 10 }, position: 'relative' }}>
      <Paper
        component="section"
        aria-labelledby="enrollment-form-title"
        elevation={0}
        sx={{
          p: { xs: 2.5, sm: 4, md: 5 },
          borderRadius: 4,
          border: `1px solid ${brandColors.border}`,
          boxShadow: '0 24px 50px -32px rgba(15,23,42,.5)',
        }}
      >
        <Typography id="enrollment-form-title" variant="h4" component="h2" sx={{ mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && <Typography sx={{ color: 'text.secondary', mb: 4 }}>{subtitle}</Typography>}
        {children}
      </Paper>
    </Container>
  );
}
