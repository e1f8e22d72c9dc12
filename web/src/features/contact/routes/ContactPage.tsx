import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { ContactDetails } from '../components/ContactDetails';
import { ContactForm } from '../components/ContactForm';
import { brandColors } from '../../../config/theme';

/** /contact: the contact form beside phone, email, location and social links. */
export default function ContactPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.contact} />
      <Box component="section" sx={{ bgcolor: brandColors.navy, color: brandColors.white, pt: { xs: 6, md: 9 }, pb: { xs: 12, md: 16 } }}>
        <Container sx={{ textAlign: 'center' }}>
          <Typography variant="overline" component="p" sx={{ color: brandColors.gold }}>
            Contact us
          </Typography>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            We would love to hear from you
          </Typography>
          <Typography sx={{ color: 'rgba(255,255,255,0.85)', maxWidth: 640, mx: 'auto', fontSize: { md: '1.15rem' } }}>
            Whether you are a student planning your career, a college looking for placement support or a company ready to hire, send us a
            message and our team will respond within one working day.
          </Typography>
        </Container>
      </Box>
      <Container sx={{ mt: { xs: -8, md: -10 }, mb: { xs: 7, md: 10 }, position: 'relative' }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' }, alignItems: 'start' }}>
          <Paper sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, boxShadow: '0 30px 60px -30px rgba(15,23,42,.35)' }}>
            <ContactForm />
          </Paper>
          <Paper sx={{ p: { xs: 3, md: 5 }, borderRadius: 4, boxShadow: '0 30px 60px -30px rgba(15,23,42,.35)' }}>
            <ContactDetails />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
