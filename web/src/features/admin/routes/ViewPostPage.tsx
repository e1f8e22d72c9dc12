import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AFFILIATE_MESSAGES } from '@careers/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { useAffiliateJobs } from '../api/affiliateJobsApi';
import { AFFILIATE_JOB_HEADERS, AffiliateJobRow } from '../components/AffiliateJobRow';
import { stackedOnPhone } from '../components/stackedOnPhone';
import { PageLoading } from '../components/PageLoading';
import { RecordAuditTrail } from '../audit/RecordAuditTrail';
import { AffiliateRateCard } from '../commissions/AffiliateRateCard';

const TITLE = 'Jobs Posted by Affiliate';

/**
 * /admin/view-post/{affiliateId}: the affiliate's commission rate (set here too), its jobs with their referred students; refer and re-grade here. Each job's View
 * shows its audit trail, and the page the affiliate's own.
 */
export default function ViewPostPage() {
  const { affiliateId = '' } = useParams();
  const jobs = useAffiliateJobs(affiliateId);
  useEffect(() => {
    if (jobs.error) console.error("Failed to load the affiliate's jobs", jobs.error);
  }, [jobs.error]);

  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title={TITLE} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {TITLE}
      </Typography>
      <AffiliateRateCard affiliateId={affiliateId} />
      {jobs.isPending ? (
        <PageLoading />
      ) : jobs.error ? (
        <Alert severity="error">Could not load the jobs of this affiliate.</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={TITLE} sx={[{ minWidth: 900 }, stackedOnPhone]}>
            <TableHead>
              <TableRow>
                {AFFILIATE_JOB_HEADERS.map((header) => (
                  <TableCell key={header} sx={{ fontWeight: 700 }}>
                    {header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.data.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={AFFILIATE_JOB_HEADERS.length}>{AFFILIATE_MESSAGES.noJobsPosted}</TableCell>
                </TableRow>
              ) : (
                jobs.data.map((job, index) => <AffiliateJobRow key={job._id} job={job} serial={index + 1} />)
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <RecordAuditTrail id={affiliateId} title="Audit trail of this affiliate" sx={{ mt: 3 }} />
    </Box>
  );
}
