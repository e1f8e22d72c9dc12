import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { ADMIN_LIST_MESSAGES, PIPELINE_STAGES, STAGE_LABELS, type PipelineStage } from '@careers/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS, routePath } from '../../../config/paths';
import { useMoveStages } from '../api/pipelineApi';
import type { ResourceList } from '../resources/types';

/**
 * 'Move to stage' for the selected rows: a menu of stages, then how many moved (the bulk answer's
 * count); a selected query moves on the server (its progress in a dialog).
 */
export function MoveToStageButton({ list }: { list: ResourceList }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const move = useMoveStages();
  const menuId = useId();
  const ids = [...list.selection];
  const moveQuery = (stage: PipelineStage) =>
    list.askForQuery({
      request: { action: 'moveStage', stage },
      title: `Move to ${STAGE_LABELS[stage]}`,
      text: ADMIN_LIST_MESSAGES.moveMatching(list.selectedCount, STAGE_LABELS[stage]),
      confirmLabel: 'Move',
      confirm: false,
      onDone: (walked) => setOutcome({ ok: true, text: ADMIN_LIST_MESSAGES.movedMatching(walked, STAGE_LABELS[stage]) }),
    });
  const choose = async (stage: PipelineStage) => {
    setAnchor(null);
    setOutcome(null);
    if (list.querySelected) return moveQuery(stage);
    try {
      // The snackbar says how many moved (useMoveStages); a failure shows here, beside the button.
      await move.mutateAsync({ ids, stage });
      list.clearSelection();
    } catch (error) {
      console.error('Failed to move the applications', error);
      setOutcome({ ok: false, text: `Could not move the applications to ${STAGE_LABELS[stage]}. Try again.` });
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        disabled={!list.selectedCount || move.isPending}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Move to stage
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {PIPELINE_STAGES.map((stage) => (
          <MenuItem key={stage} onClick={() => void choose(stage)}>
            {STAGE_LABELS[stage]}
          </MenuItem>
        ))}
      </Menu>
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="move-outcome"
          onClose={() => setOutcome(null)}
          sx={{ flexBasis: '100%' }}
        >
          {outcome.text}
        </Alert>
      )}
    </>
  );
}

/** `filedJobId`: the id an application to an affiliate job is filed under (its row shows the public jobId). */
type ApplicationLinkRow = { _id: string; name?: unknown; jobId?: unknown; filedJobId?: unknown };

/** The row's actions: open the application, and its job's board. */
export function applicationRowActions(row: ApplicationLinkRow) {
  const name = typeof row.name === 'string' ? row.name : 'applicant';
  const filed = row.filedJobId ?? row.jobId;
  const jobId = typeof filed === 'string' ? filed : '';
  return (
    <>
      <Tooltip title="Open application">
        <IconButton
          size="small"
          component={RouterLink}
          to={routePath(PATHS.admin.application, { id: row._id })}
          aria-label={`Open the application of ${name}`}
        >
          <OpenInNewIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {jobId && (
        <Tooltip title="Pipeline">
          <IconButton
            size="small"
            component={RouterLink}
            to={routePath(PATHS.admin.jobPipeline, { jobId })}
            aria-label={`Pipeline of the job of ${name}`}
          >
            <ViewKanbanIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  );
}
