import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COMMON_MESSAGES,
  NOTE_MAX_LENGTH,
  PIPELINE_STAGES,
  STAGE_LABELS,
  type ApplicationDetail,
  type PipelineStage,
} from '@careers/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { serverMessage } from '../../../components/forms/serverMessage';
import { PATHS, routePath } from '../../../config/paths';
import { applicationDetailQuery, applicationEventsQuery, mailPreviewQuery, useAddNote, useMoveStage } from '../api/pipelineApi';
import { eventText } from '../pipeline/stages';
import { formatDayMonthYearTime, formatYearMonthDay } from '../resources/table/formatters';
import { ResumeCell } from '../resources/resume/ResumeCell';
import { PageLoading } from '../components/PageLoading';
import { RecordAuditTrail } from '../audit/RecordAuditTrail';
import { ApplicationInterviews } from '../interviews/ApplicationInterviews';

const RESUME_ENDPOINTS = { view: 'applicationView', download: 'applicationDownload' } as const;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The stage selector: a stage, optionally the applicant's mail (previewed first), then Move. */
function StageForm({ application }: { application: ApplicationDetail }) {
  const [stage, setStage] = useState<PipelineStage>(application.stage);
  const [notify, setNotify] = useState(false);
  // A failure shows here; a move says itself in the snackbar (useMoveStage).
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMoveStage();
  const changed = stage !== application.stage;
  const preview = useQuery({ ...mailPreviewQuery(application._id, stage), enabled: notify && changed });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    move.mutate(
      { id: application._id, stage, notify },
      {
        onSuccess: () => setNotify(false),
        onError: (error) => setFailure(serverMessage(error, `Could not move to ${STAGE_LABELS[stage]}.`)),
      },
    );
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        id="stage-select"
        label="Stage"
        value={stage}
        onChange={(event) => setStage(event.target.value as PipelineStage)}
      >
        {PIPELINE_STAGES.map((option) => (
          <MenuItem key={option} value={option}>
            {STAGE_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
        label="Notify the applicant by mail"
      />
      {notify && changed && (
        <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} data-testid="mail-preview" aria-label="Mail preview">
          {preview.isPending ? (
            <CircularProgress size={20} aria-label={COMMON_MESSAGES.loading} />
          ) : preview.isError ? (
            <Alert severity="error">Could not load the mail preview.</Alert>
          ) : (
            <>
              <Typography variant="body2">
                <strong>To:</strong> {preview.data.to}
              </Typography>
              <Typography variant="body2" data-testid="mail-preview-subject">
                <strong>Subject:</strong> {preview.data.subject}
              </Typography>
              <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', mt: 1, mb: 0 }}>
                {preview.data.text}
              </Typography>
            </>
          )}
        </Paper>
      )}
      <Button type="submit" variant="contained" disabled={!changed || move.isPending} sx={{ justifySelf: 'start' }}>
        {notify && changed ? 'Move and send mail' : 'Move'}
      </Button>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
    </Box>
  );
}

function NoteForm({ id }: { id: string }) {
  const [text, setText] = useState('');
  const [failure, setFailure] = useState('');
  const add = useAddNote(id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    add.mutate(text.trim(), {
      onSuccess: () => setText(''),
      onError: (error) => setFailure(serverMessage(error, 'Could not add the note.')),
    });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1 }}>
      <TextField
        id="note-text"
        label="Note"
        multiline
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        helperText={<span data-testid="note-counter">{`${text.length}/${NOTE_MAX_LENGTH}`}</span>}
      />
      <Button type="submit" variant="outlined" disabled={!text.trim() || add.isPending} sx={{ justifySelf: 'start' }}>
        Add note
      </Button>
      {failure && <Alert severity="error">{failure}</Alert>}
    </Box>
  );
}

function Timeline({ id }: { id: string }) {
  const events = useQuery(applicationEventsQuery(id));
  if (events.isPending) return <CircularProgress size={24} aria-label={COMMON_MESSAGES.loading} />;
  if (events.isError) return <Alert severity="error">Could not load the history.</Alert>;
  if (!events.data.length) return <Typography color="text.secondary">No history yet.</Typography>;
  return (
    <Box component="ol" aria-label="History" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {events.data.map((event) => (
        <Box
          component="li"
          key={event._id}
          data-testid="history-event"
          data-type={event.type}
          sx={{ position: 'relative', pl: 3, pb: 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: -7,
              top: 4,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: event.type === 'stage' ? 'primary.main' : event.type === 'mail' ? 'success.main' : 'grey.500',
            }}
          />
          <Typography data-testid="history-text" sx={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
            {eventText(event)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <time dateTime={event.at}>{formatDayMonthYearTime(event.at)}</time> · {event.actor}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /admin/applications/{id}: applicant, job, resume, stage (with the applicant's mail), notes, interviews and history. */
export default function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const detail = useQuery(applicationDetailQuery(id));
  if (detail.isPending) return <PageLoading />;
  if (detail.isError)
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Alert severity="error">{serverMessage(detail.error, 'Could not load the application.')}</Alert>
      </Box>
    );
  const application = detail.data;
  const jobId = application.jobId ?? '';
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
      <PageTitle title={`Application: ${application.name ?? ''}`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {application.name}
        </Typography>
        <Chip
          label={STAGE_LABELS[application.stage]}
          color="primary"
          data-testid="current-stage"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {jobId && (
          <Button component={RouterLink} to={routePath(PATHS.admin.jobPipeline, { jobId })} variant="outlined">
            Job pipeline
          </Button>
        )}
        <Button component={RouterLink} to={`${PATHS.admin.studentApplied}${jobId ? `?${new URLSearchParams({ jobId })}` : ''}`}>
          Applications list
        </Button>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Section title="Applicant">
          <Facts
            facts={[
              ['Reference', application.reference],
              ['Email', application.email],
              ['Phone', application.phone],
              ['Applied', formatYearMonthDay(application.appliedAt)],
              ['Resume', <ResumeCell key="resume" row={application} endpoints={RESUME_ENDPOINTS} />],
            ]}
          />
        </Section>
        <Section title="Job">
          <Facts
            facts={[
              ['Job Title', application.jobTitle],
              ['Job Id', application.jobId],
              ['Stage since', formatYearMonthDay(application.stageChangedAt)],
            ]}
          />
        </Section>
        <Section title="Stage" testId="stage-section">
          <StageForm application={application} />
        </Section>
        <Section title="Notes">
          <NoteForm id={application._id} />
        </Section>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Section title="Interviews" testId="interviews-section">
            <ApplicationInterviews applicationId={application._id} stage={application.stage} />
          </Section>
        </Box>
        <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
          <Section title="History" testId="history">
            <Timeline id={application._id} />
          </Section>
        </Box>
        <RecordAuditTrail id={application._id} sx={{ gridColumn: '1 / -1' }} />
      </Box>
    </Box>
  );
}
