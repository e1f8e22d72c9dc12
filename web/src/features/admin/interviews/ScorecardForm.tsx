import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { RECOMMENDATIONS, RECOMMENDATION_LABELS, SCORECARD_NOTES_MAX_LENGTH, type Recommendation, type Scorecard } from '@careers/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { useWriteScorecard } from './interviewsApi';

/** The signed-in interviewer's own scorecard of an interview: written once, edited while the application is at Interview. */
export function ScorecardForm({ interviewId, current }: { interviewId: string; current?: Scorecard }) {
  const [rating, setRating] = useState(String(current?.rating ?? 3));
  const [recommendation, setRecommendation] = useState<Recommendation>(current?.recommendation ?? 'yes');
  const [notes, setNotes] = useState(current?.notes ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const write = useWriteScorecard();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    write.mutate(
      { id: interviewId, card: { rating: Number(rating), recommendation, notes } },
      { onError: (error) => setFailure(serverMessage(error, 'Could not save the scorecard.')) },
    );
  };
  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={1} sx={{ mt: 1 }} aria-label="Your scorecard">
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          size="small"
          label="Rating"
          value={rating}
          onChange={(event) => setRating(event.target.value)}
          sx={{ minWidth: 120 }}
        >
          {[1, 2, 3, 4, 5].map((value) => (
            <MenuItem key={value} value={String(value)}>
              {value} of 5
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Recommendation"
          value={recommendation}
          onChange={(event) => setRecommendation(event.target.value as Recommendation)}
          sx={{ minWidth: 180 }}
        >
          {RECOMMENDATIONS.map((value) => (
            <MenuItem key={value} value={value}>
              {RECOMMENDATION_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        size="small"
        label="Notes"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SCORECARD_NOTES_MAX_LENGTH } }}
      />
      <Button type="submit" variant="outlined" size="small" disabled={write.isPending} sx={{ alignSelf: 'flex-start' }}>
        {current ? 'Update your scorecard' : 'Save your scorecard'}
      </Button>
    </Stack>
  );
}
