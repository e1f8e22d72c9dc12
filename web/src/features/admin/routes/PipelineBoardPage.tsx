import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { PIPELINE_STAGES, STAGE_LABELS, istDateTimeText, stageOf, type PipelineStage } from '@careers/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/PageTitle';
import { serverMessage } from '../../../components/forms/serverMessage';
import { PATHS, routePath } from '../../../config/paths';
import { boardColumnQuery, cachedApplication, showMoreOfColumn, useMoveStage } from '../api/pipelineApi';
import type { ListAnswer } from '../resources/data/api';
import { formatYearMonthDay } from '../resources/table/formatters';
import { PageLoading } from '../components/PageLoading';
import { RecordAuditTrail } from '../audit/RecordAuditTrail';

interface CardRow {
  _id: string;
  name?: unknown;
  email?: unknown;
  appliedAt?: unknown;
  stage?: unknown;
  jobTitle?: unknown;
  /** The start (ISO) of its next interview, from the server (the application's copy of its interviews' times). */
  nextInterviewAt?: unknown;
}

const DRAG_TYPE = 'application/x-careers-application';
const nameOf = (row: CardRow) => (typeof row.name === 'string' && row.name ? row.name : 'Applicant');

interface CardProps {
  row: CardRow;
  /** On an Interview card: it shows the start of the application's next interview. */
  showsInterview: boolean;
  focused: boolean;
  onMenu: (row: CardRow, anchor: HTMLElement) => void;
}

/** The narrowest a column gets: a name of two words and 'Move to' on one line each. */
const BOARD_COLUMN_MIN_PX = 230;

/** One application on the board: its name (a link to the detail view), date, and 'Move to'; draggable. */
const BoardCard = memo(function BoardCard({ row, showsInterview, focused, onMenu }: CardProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  const name = nameOf(row);
  const nextInterview = showsInterview && typeof row.nextInterviewAt === 'string' ? row.nextInterviewAt : undefined;
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, row._id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-testid="board-card"
      data-id={row._id}
      sx={{ p: 1.5, listStyle: 'none', cursor: 'grab', display: 'grid', gap: 0.5, minWidth: 0 }}
    >
      <Link
        component={RouterLink}
        to={routePath(PATHS.admin.application, { id: row._id })}
        sx={{ fontWeight: 600, overflowWrap: 'break-word' }}
      >
        {name}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {formatYearMonthDay(row.appliedAt)}
      </Typography>
      {nextInterview && (
        <Typography variant="caption" data-testid="card-next-interview">
          Interview <time dateTime={nextInterview}>{istDateTimeText(nextInterview)}</time>
        </Typography>
      )}
      <Button
        ref={button}
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-label={`Move to: ${name}`}
        onClick={(event) => onMenu(row, event.currentTarget)}
        sx={{ justifySelf: 'start', whiteSpace: 'nowrap' }}
      >
        Move to
      </Button>
    </Paper>
  );
});

interface ColumnProps {
  stage: PipelineStage;
  column: ListAnswer;
  focusedId: string | null;
  onMenu: CardProps['onMenu'];
  onDropCard: (id: string, stage: PipelineStage) => void;
  onShowMore: (stage: PipelineStage) => Promise<void>;
}

/** One stage: its label and count (the server's), its cards read so far and 'Show more'; a drop target. */
const BoardColumn = memo(function BoardColumn({ stage, column, focusedId, onMenu, onDropCard, onShowMore }: ColumnProps) {
  const [over, setOver] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const headingId = `board-${stage}`;
  const rows = column.rows as CardRow[];
  const notShown = Math.max(column.total - rows.length, 0);
  const showMore = () => {
    setLoadingMore(true);
    setMoreFailed(false);
    onShowMore(stage)
      .catch((error: unknown) => {
        console.error('Failed to load more applications', error);
        setMoreFailed(true);
      })
      .finally(() => setLoadingMore(false));
  };
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid="board-column"
      data-stage={stage}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const id = event.dataTransfer.getData(DRAG_TYPE);
        if (id) onDropCard(id, stage);
      }}
      sx={{
        minWidth: 0,
        scrollSnapAlign: 'start',
        bgcolor: over ? 'action.selected' : 'action.hover',
        borderRadius: 1,
        p: 1,
        outline: over ? '2px dashed' : 'none',
        outlineColor: 'primary.main',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, px: 0.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {STAGE_LABELS[stage]}
        </Typography>
        <Chip size="small" label={column.total} data-testid="column-count" aria-label={`${column.total} applications`} />
      </Stack>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {rows.map((row) => (
          <BoardCard key={row._id} row={row} showsInterview={stage === 'interview'} focused={row._id === focusedId} onMenu={onMenu} />
        ))}
      </Box>
      {column.nextCursor && notShown > 0 && (
        <Button size="small" onClick={showMore} disabled={loadingMore} sx={{ mt: 1 }}>
          Show more ({notShown})
        </Button>
      )}
      {moreFailed && (
        <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', px: 0.5 }}>
          Could not load more applications. Try again.
        </Typography>
      )}
    </Box>
  );
});

/**
 * /admin/jobs/{jobId}/pipeline: a column per stage, each read from the server a page at a time
 * (newest first, its count from the server); cards move by drag and drop or the 'Move to' menu.
 * Below, for an admin, the job's own audit trail.
 */
export default function PipelineBoardPage() {
  const { jobId = '' } = useParams();
  const queryClient = useQueryClient();
  const board = useQueries({
    queries: PIPELINE_STAGES.map((stage) => boardColumnQuery(jobId, stage)),
    combine: (results) => ({
      columns: results.map((result) => result.data),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
  const move = useMoveStage();
  const [menu, setMenu] = useState<{ row: CardRow; anchor: HTMLElement } | null>(null);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // As on an application's page: the moves made here mail the applicant their new stage.
  const [notify, setNotify] = useState(false);

  const moveCard = useCallback(
    (id: string, stage: PipelineStage) => {
      const row = cachedApplication(queryClient, id) as CardRow | undefined;
      if (!row || stageOf(row.stage) === stage) return;
      const from = stageOf(row.stage);
      const name = nameOf(row);
      setFailure(null);
      setFocusedId(id);
      move.mutate(
        { id, stage, notify },
        {
          onError: (error) => {
            console.error('Failed to move the application', error);
            setFailure(
              `Could not move ${name} to ${STAGE_LABELS[stage]}: ${serverMessage(error, 'the server did not answer')}. It is back in ${STAGE_LABELS[from]}.`,
            );
          },
        },
      );
    },
    [move, queryClient, notify],
  );
  const openMenu = useCallback((row: CardRow, anchor: HTMLElement) => setMenu({ row, anchor }), []);
  const showMore = useCallback((stage: PipelineStage) => showMoreOfColumn(queryClient, jobId, stage), [queryClient, jobId]);
  const jobTitle = board.columns.flatMap((column) => column?.rows ?? []).find((row) => typeof row.jobTitle === 'string')?.jobTitle as
    string | undefined;
  const title = `Pipeline: ${jobTitle ?? jobId}`;

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, minWidth: 0 }}>
      <PageTitle title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <Button component={RouterLink} to={`${PATHS.admin.studentApplied}?${new URLSearchParams({ jobId })}`}>
          Applications list
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Drag a card to another column, or use its Move to menu.
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
        label="Notify the applicant by mail"
        sx={{ mb: 1 }}
      />
      {failure && (
        <Alert severity="error" role="alert" onClose={() => setFailure(null)} sx={{ mb: 2 }} data-testid="board-error">
          {failure}
        </Alert>
      )}
      {board.isPending ? (
        <PageLoading />
      ) : board.isError ? (
        <Alert severity="error">Could not load the applications of this job.</Alert>
      ) : (
        // One row of columns wide enough for a name and 'Move to', scrolled sideways where the six do
        // not fit (on a phone one column and the next one's edge at a time, snapping to a column).
        // A region that scrolls takes the focus itself, so the keyboard's arrows can scroll it too.
        <Box
          data-testid="pipeline-board"
          role="region"
          aria-label="Pipeline board"
          tabIndex={0}
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridAutoFlow: 'column',
            gridAutoColumns: { xs: `minmax(${BOARD_COLUMN_MIN_PX}px, 85%)`, sm: `minmax(${BOARD_COLUMN_MIN_PX}px, 1fr)` },
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollSnapType: { xs: 'x mandatory', sm: 'none' },
            pb: 1,
          }}
        >
          {PIPELINE_STAGES.map((stage, index) => (
            <BoardColumn
              key={stage}
              stage={stage}
              column={board.columns[index]!}
              focusedId={focusedId}
              onMenu={openMenu}
              onDropCard={moveCard}
              onShowMore={showMore}
            />
          ))}
        </Box>
      )}
      <RecordAuditTrail id={jobId} title="Audit trail of this job" sx={{ mt: 3 }} />
      <Menu anchorEl={menu?.anchor} open={Boolean(menu)} onClose={() => setMenu(null)} disableRestoreFocus={false}>
        {menu &&
          PIPELINE_STAGES.filter((stage) => stage !== stageOf(menu.row.stage)).map((stage) => (
            <MenuItem
              key={stage}
              onClick={() => {
                const { row } = menu;
                setMenu(null);
                moveCard(row._id, stage);
              }}
            >
              {STAGE_LABELS[stage]}
            </MenuItem>
          ))}
      </Menu>
    </Box>
  );
}
