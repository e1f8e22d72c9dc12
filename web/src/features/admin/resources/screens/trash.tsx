import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_EMPTY_TEXTS, ADMIN_PAGE_SIZE, KIND_WORDS, TRASH_FIELDS, TRASH_KINDS, TRASH_MESSAGES, type TrashKind } from '@careers/domain';
import { PATHS } from '../../../../config/paths';
import { restoreTrash, useRefreshAdminViews } from '../data/api';
import { formatDayMonthYearTime } from '../table/formatters';
import { screenFields, type AdminRow } from './screenFields';
import { defineResource, type ResourceList } from '../types';

type TrashRow = AdminRow<typeof TRASH_FIELDS, { kind: TrashKind; title: string }>;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const kindLabel = (kind: unknown) => (TRASH_KINDS.includes(kind as TrashKind) ? capitalized(KIND_WORDS[kind as TrashKind].many) : '');
/** The day and the time of a delete (several a day are told apart). */
const formatDeletedAt = formatDayMonthYearTime;

const fields = screenFields<typeof TRASH_FIELDS, TrashRow>(TRASH_FIELDS, {
  kind: { width: 150, format: kindLabel },
  title: {},
  deletedAt: { width: 170, format: formatDeletedAt },
});

/** Restores entries by id: they leave the trash and their records come back to their lists. */
function useRestore() {
  const refresh = useRefreshAdminViews();
  const [outcome, setOutcome] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (ids: readonly string[]) => restoreTrash({ ids }),
    onSuccess: (answer) => setOutcome(answer.message),
    onError: (error) => setOutcome(error.message),
    onSettled: () => void refresh(),
  });
  return { mutation, outcome };
}

/** Restore of the selected entries (or of every entry the query matches, with its progress). */
function RestoreSelected({ list }: { list: ResourceList<TrashRow> }) {
  const { mutation, outcome } = useRestore();
  const restoreQuery = () =>
    list.askForQuery({
      request: { action: 'restore' },
      title: TRASH_MESSAGES.restore,
      text: TRASH_MESSAGES.restoreMatching(list.selectedCount),
      confirmLabel: TRASH_MESSAGES.restore,
      confirm: false,
    });
  return (
    <>
      <Button
        variant="contained"
        startIcon={mutation.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RestoreFromTrashIcon />}
        disabled={list.selectedCount === 0 || mutation.isPending}
        onClick={() =>
          list.querySelected ? restoreQuery() : mutation.mutate([...list.selection], { onSuccess: () => list.clearSelection() })
        }
      >
        {TRASH_MESSAGES.restore}
      </Button>
      {outcome && (
        <span role="status" data-testid="restore-outcome" style={{ alignSelf: 'center' }}>
          {outcome}
        </span>
      )}
    </>
  );
}

function RestoreRow({ row }: { row: TrashRow }) {
  const { mutation } = useRestore();
  return (
    <Tooltip title={TRASH_MESSAGES.restore}>
      <IconButton
        size="small"
        color="primary"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate([row._id])}
        aria-label={`${TRASH_MESSAGES.restore} ${row.title}`}
      >
        <RestoreFromTrashIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** Deleted records of every trashed kind, newest first: restore them (one, selected, or the query), or delete them for good. */
export const trashResource = defineResource<TrashRow>({
  label: 'Trash',
  title: 'Trash',
  path: PATHS.admin.trash,
  icon: DeleteSweepIcon,
  list: 'trashList',
  remove: 'trashDelete',
  titleField: 'title',
  cardFields: ['kind', 'deletedAt'],
  emptyText: ADMIN_EMPTY_TEXTS.trash,
  bulkList: 'trash',
  paging: fields.paging,
  columns: fields.columns,
  searchFields: fields.searchFields,
  searchLabel: 'Search deleted records',
  filters: [
    {
      id: 'kind',
      label: 'Kind',
      options: TRASH_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) })),
      matches: (row, value) => row.kind === value,
    },
  ],
  exports: {},
  confirmDelete: { title: TRASH_MESSAGES.deleteForGoodTitle, text: TRASH_MESSAGES.confirmDeleteForGood },
  deleteLabel: TRASH_MESSAGES.deleteForGoodTitle,
  pageSize: ADMIN_PAGE_SIZE,
  rowActions: (row) => <RestoreRow row={row} />,
  ToolbarExtras: RestoreSelected,
});
