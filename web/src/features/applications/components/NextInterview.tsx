import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  INTERVIEW_MODE_LABELS,
  INTERVIEW_RESPONSE_LABELS,
  RESPONSE_NOTE_MAX_LENGTH,
  istDateTimeText,
  type ApplicantInterview,
  type ApplicantResponseChoice,
} from '@careers/domain';
import { useState } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useInterviewResponse } from '../api/interviewResponse';

const CHOICES: readonly [ApplicantResponseChoice, string][] = [
  ['accept', 'Accept'],
  ['decline', 'Decline'],
  ['reschedule', 'Ask for another time'],
];

/** The applicant's next interview on the status page: when, how, where, with whom, and their answer. */
export function NextInterview({ interview, token }: { interview: ApplicantInterview; token: string }) {
  const [note, setNote] = useState('');
  const respond = useInterviewResponse(token);
  const place = interview.mode === 'in-person' ? interview.location : interview.mode === 'video' ? interview.link : 'We will call you.';
  return (
    <Box component="section" aria-labelledby="next-interview-heading" data-testid="next-interview">
      <Typography id="next-interview-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Your interview
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 3, rowGap: 1 }}>
        <Typography component="dt" color="text.secondary">
          When
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="next-interview-time">
          <time dateTime={interview.startsAt}>{istDateTimeText(interview.startsAt)}</time> to {istDateTimeText(interview.endsAt).slice(11)}{' '}
          (India time)
        </Typography>
        <Typography component="dt" color="text.secondary">
          How
        </Typography>
        <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
          {INTERVIEW_MODE_LABELS[interview.mode]}:{' '}
          {interview.mode === 'video' && interview.link ? (
            <Link href={interview.link} target="_blank" rel="noopener noreferrer">
              {interview.link}
            </Link>
          ) : (
            place
          )}
        </Typography>
        <Typography component="dt" color="text.secondary">
          With
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {interview.interviewerNames.join(', ')}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Your answer
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="next-interview-response">
          {INTERVIEW_RESPONSE_LABELS[interview.response]}
        </Typography>
      </Box>
      <TextField
        label="A note for the recruiters (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        fullWidth
        multiline
        size="small"
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: RESPONSE_NOTE_MAX_LENGTH } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        {CHOICES.map(([response, label]) => (
          <Button
            key={response}
            variant={response === 'accept' ? 'contained' : 'outlined'}
            disabled={respond.isPending}
            onClick={() => respond.mutate({ response, note })}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <div aria-live="polite">
        {respond.isSuccess && (
          <Alert severity="success" sx={{ mt: 1.5 }} data-testid="next-interview-answered">
            {respond.data.message}
          </Alert>
        )}
        {respond.isError && (
          <Alert severity="error" sx={{ mt: 1.5 }}>
            {serverMessage(respond.error, 'Your answer could not be sent. Please try again.')}
          </Alert>
        )}
      </div>
    </Box>
  );
}
