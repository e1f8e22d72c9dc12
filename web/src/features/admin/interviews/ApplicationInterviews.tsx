import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_REASON_MAX_LENGTH,
  INTERVIEW_RESPONSE_LABELS,
  INTERVIEW_STATUS_LABELS,
  RECOMMENDATION_LABELS,
  istDateTimeText,
  type Interview,
} from '@careers/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useSession } from '../../../lib/session';
import { InterviewDialog } from './InterviewDialog';
import { ScorecardForm } from './ScorecardForm';
import { applicationInterviewsQuery, useCancelInterview, useScheduleInterview, useUpdateInterview } from './interviewsApi';

/** "08-12-2026 10:30 to 11:15 (IST)" */
export const interviewTimeText = (interview: Pick<Interview, 'startsAt' | 'endsAt'>) =>
  `${istDateTimeText(interview.startsAt)} to ${istDateTimeText(interview.endsAt).slice(11)} (IST)`;

function CancelDialog({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useCancelInterview();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setFailure('Reason is required');
    cancel.mutate(
      { id: interview._id, reason },
      { onSuccess: onClose, onError: (error) => setFailure(serverMessage(error, 'Could not cancel.')) },
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-interview-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="cancel-interview-title">Cancel the interview of {istDateTimeText(interview.startsAt)}?</DialogTitle>
        <DialogContent>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            fullWidth
            multiline
            sx={{ mt: 1 }}
            helperText="The applicant and the interviewers are mailed the cancellation."
            slotProps={{ htmlInput: { maxLength: INTERVIEW_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Keep it</Button>
          <Button type="submit" color="error" variant="contained" disabled={cancel.isPending}>
            Cancel interview
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function InterviewItem({ interview, stage }: { interview: Interview; stage: string }) {
  const session = useSession();
  const update = useUpdateInterview();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const uid = session.status === 'signedIn' ? session.user.uid : '';
  const isAdmin = session.status === 'signedIn' && session.role === 'admin';
  const scheduled = interview.status === 'scheduled';
  const mayScore = stage === 'interview' && (interview.interviewerIds.includes(uid) || isAdmin);
  const mine = interview.scorecards.find((card) => card.interviewerId === uid);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderTop: 1, borderColor: 'divider', py: 1.5 }} data-testid="interview-item">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{interviewTimeText(interview)}</Typography>
        <Chip size="small" label={INTERVIEW_STATUS_LABELS[interview.status]} color={scheduled ? 'info' : 'default'} />
        <Chip
          size="small"
          variant="outlined"
          label={`Applicant: ${INTERVIEW_RESPONSE_LABELS[interview.response]}`}
          data-testid="interview-response"
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {INTERVIEW_MODE_LABELS[interview.mode]}
        {interview.location ? ` · ${interview.location}` : ''}
        {interview.link ? ` · ${interview.link}` : ''} · With {interview.interviewers.map((who) => who.name).join(', ')}
      </Typography>
      {interview.responseNote && <Typography variant="body2">Applicant&apos;s note: {interview.responseNote}</Typography>}
      {interview.cancelReason && <Typography variant="body2">Cancelled: {interview.cancelReason}</Typography>}
      {scheduled && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            Reschedule
          </Button>
          <Button size="small" color="error" onClick={() => setCancelling(true)}>
            Cancel
          </Button>
        </Stack>
      )}
      <Box sx={{ mt: 1 }} data-testid="scorecards">
        <Typography variant="subtitle2" component="h3">
          Scorecards{interview.averageRating !== null ? ` · average ${interview.averageRating} of 5` : ''}
        </Typography>
        {interview.scorecards.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            None yet.
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {interview.scorecards.map((card) => (
            <Typography component="li" variant="body2" key={card.interviewerId} sx={{ wordBreak: 'break-word' }}>
              {card.interviewerName}: {card.rating} of 5, {RECOMMENDATION_LABELS[card.recommendation]}
              {card.notes ? `: ${card.notes}` : ''}
            </Typography>
          ))}
        </Box>
        {mayScore && <ScorecardForm interviewId={interview._id} current={mine} />}
      </Box>
      {editing && (
        <InterviewDialog
          open
          interview={interview}
          onClose={() => setEditing(false)}
          onSubmit={(body) => update.mutateAsync({ id: interview._id, body })}
        />
      )}
      {cancelling && <CancelDialog interview={interview} onClose={() => setCancelling(false)} />}
    </Box>
  );
}

/** The application's interviews (status, the applicant's answer, scorecards) with Schedule, Reschedule and Cancel. */
export function ApplicationInterviews({ applicationId, stage }: { applicationId: string; stage: string }) {
  const interviews = useQuery(applicationInterviewsQuery(applicationId));
  const schedule = useScheduleInterview(applicationId);
  const [scheduling, setScheduling] = useState(false);
  return (
    <Box>
      <Button variant="contained" onClick={() => setScheduling(true)} sx={{ mb: 1 }}>
        Schedule interview
      </Button>
      {interviews.isError && <Alert severity="error">{serverMessage(interviews.error, 'Could not load the interviews.')}</Alert>}
      {interviews.data?.length === 0 && <Typography color="text.secondary">No interviews yet.</Typography>}
      <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="interviews">
        {(interviews.data ?? []).map((interview) => (
          <InterviewItem key={interview._id} interview={interview} stage={stage} />
        ))}
      </Box>
      {scheduling && <InterviewDialog open onClose={() => setScheduling(false)} onSubmit={(body) => schedule.mutateAsync(body)} />}
    </Box>
  );
}
