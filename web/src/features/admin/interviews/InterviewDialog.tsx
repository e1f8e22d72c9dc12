import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_LINK_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MESSAGE_MAX_LENGTH,
  INTERVIEW_MODES,
  INTERVIEW_MODE_LABELS,
  instantToIstLocal,
  interviewScheduleSchema,
  istLocalToInstant,
  type Interview,
  type InterviewMode,
  type InterviewScheduleInput,
} from '@careers/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { interviewerOptionsQuery } from './interviewsApi';

interface Props {
  open: boolean;
  /** The interview being changed; none to schedule a new one. */
  interview?: Interview;
  onClose: () => void;
  onSubmit: (body: InterviewScheduleInput) => Promise<unknown>;
}

type Errors = Partial<Record<'startsAt' | 'durationMinutes' | 'location' | 'link' | 'interviewerIds' | 'message', string>>;

/** Schedule or change an interview: the start in India time, duration, mode and place, interviewers, a note, and whether to mail the invites. */
export function InterviewDialog({ open, interview, onClose, onSubmit }: Props) {
  const interviewers = useQuery({ ...interviewerOptionsQuery(), enabled: open });
  const [start, setStart] = useState(interview ? instantToIstLocal(interview.startsAt) : '');
  const [duration, setDuration] = useState(String(interview?.durationMinutes ?? 45));
  const [mode, setMode] = useState<InterviewMode>(interview?.mode ?? 'video');
  const [location, setLocation] = useState(interview?.location ?? '');
  const [link, setLink] = useState(interview?.link ?? '');
  const [chosen, setChosen] = useState<string[]>(interview?.interviewerIds ?? []);
  const [message, setMessage] = useState(interview?.message ?? '');
  const [notify, setNotify] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body: InterviewScheduleInput = {
      startsAt: istLocalToInstant(start) ?? start,
      durationMinutes: Number(duration),
      mode,
      location: mode === 'in-person' ? location : undefined,
      link: mode === 'video' ? link : undefined,
      interviewerIds: chosen,
      message,
      notify,
    };
    const checked = interviewScheduleSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(body);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error, 'Could not save the interview.'));
    } finally {
      setBusy(false);
    }
  };

  const title = interview ? 'Reschedule interview' : 'Schedule interview';
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="interview-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="interview-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {failure && (
              <Alert severity="error" data-testid="interview-failure">
                {failure}
              </Alert>
            )}
            <TextField
              label="Start (India time)"
              type="datetime-local"
              value={start}
              onChange={(event) => setStart(event.target.value)}
              required
              error={Boolean(errors.startsAt)}
              helperText={errors.startsAt ?? 'Date and time in India (IST)'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'interview-start' } }}
            />
            <TextField
              label="Duration (minutes)"
              type="number"
              value={duration}
              onChange={(event) => setDuration(event.target.value)}
              required
              error={Boolean(errors.durationMinutes)}
              helperText={errors.durationMinutes ?? `${INTERVIEW_DURATION_MIN} to ${INTERVIEW_DURATION_MAX}`}
              slotProps={{ htmlInput: { min: INTERVIEW_DURATION_MIN, max: INTERVIEW_DURATION_MAX, step: 15 } }}
            />
            <TextField select label="Mode" value={mode} onChange={(event) => setMode(event.target.value as InterviewMode)}>
              {INTERVIEW_MODES.map((value) => (
                <MenuItem key={value} value={value}>
                  {INTERVIEW_MODE_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
            {mode === 'in-person' && (
              <TextField
                label="Address"
                value={location}
                onChange={(event) => setLocation(event.target.value)}
                required
                error={Boolean(errors.location)}
                helperText={errors.location}
                slotProps={{ htmlInput: { maxLength: INTERVIEW_LOCATION_MAX_LENGTH } }}
              />
            )}
            {mode === 'video' && (
              <TextField
                label="Video link"
                type="url"
                value={link}
                onChange={(event) => setLink(event.target.value)}
                required
                error={Boolean(errors.link)}
                helperText={errors.link}
                slotProps={{ htmlInput: { maxLength: INTERVIEW_LINK_MAX_LENGTH } }}
              />
            )}
            <FormControl component="fieldset" error={Boolean(errors.interviewerIds)} required>
              <FormLabel component="legend">Interviewers</FormLabel>
              <FormGroup data-testid="interviewer-choices">
                {(interviewers.data ?? []).map((option) => (
                  <FormControlLabel
                    key={option._id}
                    label={option.name}
                    control={
                      <Checkbox
                        checked={chosen.includes(option._id)}
                        onChange={(event) =>
                          setChosen((now) => (event.target.checked ? [...now, option._id] : now.filter((id) => id !== option._id)))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {errors.interviewerIds && <FormHelperText>{errors.interviewerIds}</FormHelperText>}
            </FormControl>
            <TextField
              label="Message to the applicant (optional)"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={2}
              error={Boolean(errors.message)}
              helperText={errors.message ?? `${message.length}/${INTERVIEW_MESSAGE_MAX_LENGTH}`}
              slotProps={{ htmlInput: { maxLength: INTERVIEW_MESSAGE_MAX_LENGTH } }}
            />
            <FormControlLabel
              control={<Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
              label="Mail the invite to the applicant and the interviewers"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {interview ? 'Save changes' : 'Schedule'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
