import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { INTERVIEW_MODE_LABELS, INTERVIEW_RESPONSE_LABELS, istDayOfInstant, istDayStart, type Interview } from '@careers/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { serverMessage } from '../../../components/forms/serverMessage';
import { PATHS, routePath } from '../../../config/paths';
import { useMayCall } from '../../../lib/session';
import { useAdminFeedback } from '../feedback';
import { interviewTimeText } from './ApplicationInterviews';
import { exportInterviews } from './exportInterviews';
import { interviewListQuery, interviewerOptionsQuery } from './interviewsApi';
import { applicantLabel } from './applicantLabel';

const DAY_MS = 86_400_000;
export type InterviewView = 'day' | 'week' | 'coming';
const VIEWS: readonly [InterviewView, string][] = [
  ['day', 'Day'],
  ['week', 'Week'],
  ['coming', 'All coming'],
];

/** "Mon 07-12-2026" for a YYYY-MM-DD India day. */
const dayHeading = (day: string) => {
  const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  return `${weekday} ${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
};
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * /admin/interviews: the coming interviews, a day or a week at a time (India days) or all coming,
 * of every interviewer or one; grouped by day; exported as Excel or PDF. The view is in the URL.
 */
export default function InterviewsPage() {
  const [params, setParams] = useSearchParams();
  const today = istDayOfInstant(new Date());
  const view = (['day', 'week', 'coming'].includes(params.get('view') ?? '') ? params.get('view') : 'week') as InterviewView;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : today;
  const interviewerId = params.get('interviewer') ?? '';
  const set = (changes: Record<string, string>) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const range = useMemo(() => {
    if (view === 'coming') return { from: new Date().toISOString() };
    const from = istDayStart(day);
    return { from: from.toISOString(), to: new Date(from.getTime() + (view === 'day' ? 1 : 7) * DAY_MS).toISOString() };
  }, [view, day]);
  const list = useQuery(interviewListQuery({ ...range, interviewerId: interviewerId || undefined, status: 'scheduled' }));
  const interviewers = useQuery(interviewerOptionsQuery());
  const feedback = useAdminFeedback();
  const mayCall = useMayCall();

  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const byDay = useMemo(() => {
    const groups = new Map<string, Interview[]>();
    for (const row of rows) groups.set(istDayOfInstant(row.startsAt), [...(groups.get(istDayOfInstant(row.startsAt)) ?? []), row]);
    return [...groups.entries()];
  }, [rows]);

  const interviewerName = interviewers.data?.find((option) => option._id === interviewerId)?.name;
  const filter = [
    view === 'coming' ? 'All coming' : `${view === 'day' ? 'Day' : 'Week from'} ${dayHeading(day)}`,
    ...(interviewerName ? [`Interviewer ${interviewerName}`] : []),
  ];
  const exportAs = async (format: 'xlsx' | 'pdf') => {
    try {
      await exportInterviews(format, rows, filter, mayCall('auditExportRecord'));
      feedback.success(`Exported ${rows.length} interviews as ${format === 'pdf' ? 'PDF' : 'Excel'}`);
    } catch (error) {
      feedback.failure(error, 'Could not export the interviews.');
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
      <PageTitle title="Interviews" noindex />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Interviews
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: InterviewView | null) => value && set({ view: value })}
          aria-label="View"
        >
          {VIEWS.map(([value, label]) => (
            // The default grey of an unpressed toggle is below 4.5:1 on this theme's background.
            <ToggleButton key={value} value={value} sx={{ '&:not(.Mui-selected)': { color: 'text.primary' } }}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {view !== 'coming' && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button size="small" onClick={() => set({ day: addDays(day, view === 'day' ? -1 : -7) })}>
              Previous
            </Button>
            <Button size="small" onClick={() => set({ day: '' })}>
              Today
            </Button>
            <Button size="small" onClick={() => set({ day: addDays(day, view === 'day' ? 1 : 7) })}>
              Next
            </Button>
          </Stack>
        )}
        <TextField
          select
          size="small"
          label="Interviewer"
          value={interviewerId}
          onChange={(event) => set({ interviewer: event.target.value })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All interviewers</MenuItem>
          {(interviewers.data ?? []).map((option) => (
            <MenuItem key={option._id} value={option._id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => void exportAs('xlsx')} disabled={!rows.length}>
            Export Excel
          </Button>
          <Button size="small" variant="outlined" onClick={() => void exportAs('pdf')} disabled={!rows.length}>
            Export PDF
          </Button>
        </Stack>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite" data-testid="interviews-range">
        {filter.join(' · ')}: {list.data ? `${list.data.total} scheduled` : 'loading…'}
      </Typography>
      {list.isError && <Alert severity="error">{serverMessage(list.error, 'Could not load the interviews.')}</Alert>}
      {list.data && rows.length === 0 && <Typography>No interviews in this view. Schedule one from an application&apos;s page.</Typography>}
      <Stack spacing={2} data-testid="interview-days">
        {byDay.map(([dayOf, interviews]) => (
          <Paper key={dayOf} variant="outlined" component="section" aria-label={dayHeading(dayOf)} sx={{ p: 2, minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {dayHeading(dayOf)}
              {dayOf === today ? ' (today)' : ''}
            </Typography>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {interviews.map((row) => (
                <Box
                  component="li"
                  key={row._id}
                  sx={{ listStyle: 'none', py: 1, borderTop: 1, borderColor: 'divider' }}
                  data-testid="interview-row"
                >
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 700 }}>{interviewTimeText(row).slice(11)}</Typography>
                    <Link component={RouterLink} to={routePath(PATHS.admin.application, { id: row.applicationId })}>
                      {applicantLabel(row)}
                    </Link>
                    <Typography>· {row.jobTitle}</Typography>
                    <Chip size="small" variant="outlined" label={INTERVIEW_RESPONSE_LABELS[row.response]} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {INTERVIEW_MODE_LABELS[row.mode]} · With {row.interviewers.map((who) => who.name).join(', ')}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
