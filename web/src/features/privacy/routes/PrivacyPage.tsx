import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, PRIVACY_CONTACT_EMAIL, PRIVACY_NOTICE_VERSION, RETAINED_KINDS, RETENTION } from '@careers/domain';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';

const monthsText = (months: number) => (months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`);

const COLLECTED = [
  'Your name, email address and phone number, when you send a form, post a resume or apply to a job.',
  'Your resume file, when you post a resume or apply.',
  "Your institution's or company's details, when you enroll a college or a company.",
  'Your message, when you write to us through the contact form.',
];

/** /privacy: what the site collects, why, for how long (the retention table of domain/src/privacy.ts) and whom to ask. */
export default function PrivacyPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.privacy} />
      <PageHero overline="Privacy notice" title="How we handle your personal data" subtitle={PAGE_HEAD.privacy.description} />
      <Container sx={{ py: { xs: 6, md: 8 }, maxWidth: 'md' }}>
        <Stack spacing={4}>
          <Box component="section">
            <Typography variant="h4" component="h2" gutterBottom>
              What we collect
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {COLLECTED.map((item) => (
                <Typography component="li" key={item} sx={{ mb: 1 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
          <Box component="section">
            <Typography variant="h4" component="h2" gutterBottom>
              Why, and for how long
            </Typography>
            <Typography sx={{ mb: 2 }}>
              {BRAND_NAME} uses your details only for the purpose you sent them for, with your consent, as India&apos;s Digital Personal
              Data Protection Act (2023) expects. Each kind of record is erased automatically, with its files, once it has had no activity
              for the time below.
            </Typography>
            <Table
              size="small"
              aria-label="Retention of personal data"
              data-testid="retention-table"
              // Three columns on a 320 px phone: the cells wrap instead of widening the page.
              sx={{ tableLayout: 'fixed', '& th, & td': { overflowWrap: 'anywhere', px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>Record</TableCell>
                  <TableCell>Used</TableCell>
                  <TableCell>Kept after the last activity</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {RETAINED_KINDS.map((kind) => (
                  <TableRow key={kind}>
                    <TableCell>{RETENTION[kind].label}</TableCell>
                    <TableCell>{RETENTION[kind].why}</TableCell>
                    <TableCell>{monthsText(RETENTION[kind].months)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Box component="section">
            <Typography variant="h4" component="h2" gutterBottom>
              Your rights, and whom to ask
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              You may ask for a copy of everything we hold about you, or for all of it to be erased, at any time. Write to{' '}
              <Link href={`mailto:${PRIVACY_CONTACT_EMAIL}`} underline="always">
                {PRIVACY_CONTACT_EMAIL}
              </Link>{' '}
              from the address you used; we answer within 30 days.
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary">
            Notice version {PRIVACY_NOTICE_VERSION}.
          </Typography>
        </Stack>
      </Container>
    </>
  );
}
