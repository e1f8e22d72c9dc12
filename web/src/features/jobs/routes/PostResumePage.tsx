import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { resumeSchema } from '@careers/domain';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { ResumeForm } from '../components/ResumeForm';

const REASONS = [
  'Recruiters match your profile to openings as they come in.',
  'One upload reaches our partner companies across India.',
  'We call you before sharing your resume with an employer.',
];

/** /jobs/post-resume: send a resume without applying to a specific job. */
export default function PostResumePage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.postResume} />
      <PageHero
        overline="Jobs"
        title="Post Your Resume"
        subtitle="Not sure which opening fits? Share your resume and our recruiters will reach out with roles that match your skills."
      />
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '0.8fr 1.2fr' }, alignItems: 'start' }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              Why post your resume?
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {REASONS.map((reason) => (
                <Stack component="li" direction="row" spacing={1.5} key={reason} sx={{ alignItems: 'flex-start' }}>
                  <CheckCircleIcon color="success" aria-hidden sx={{ mt: 0.25 }} />
                  <Typography sx={{ color: 'text.secondary' }}>{reason}</Typography>
                </Stack>
              ))}
            </Stack>
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
            <Typography variant="h5" component="h2" sx={{ mb: 3 }}>
              Your details
            </Typography>
            <ResumeForm idPrefix="post-resume" schema={resumeSchema} endpoint="resumeSubmit" />
          </Paper>
        </Box>
      </Container>
    </>
  );
}
