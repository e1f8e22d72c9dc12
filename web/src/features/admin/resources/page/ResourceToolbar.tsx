import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ADMIN_LIST_MESSAGES, SERVER_EXPORT_MIN_ROWS, TEXT_FILTER_MAX_LENGTH, TRASH_MESSAGES } from '@careers/domain';
import { DateRangeFields } from './DateRangeFields';
import type { ExportFormat } from '../export/exportFormat';
import { ProgressLine } from './ProgressLine';
import { SearchBox } from './SearchBox';
import { SortSelect } from './SortSelect';
import { CARDS_BELOW_PX } from '../table/listLayout';
import type { FilterCounts, FilterOptions, ResourceFilter, ResourceList } from '../types';
import { builtOnServer } from '../export/useListExport';
import { useMayCall } from '../../../../lib/session';

const EXPORT_LABELS: Record<ExportFormat, string> = { xlsx: 'Download Excel', pdf: 'Download PDF', csv: 'Download CSV' };
const EXPORT_FORMATS: readonly ExportFormat[] = ['pdf', 'xlsx', 'csv'];
const NO_OPTIONS: FilterOptions = { queryKey: ['no-options'], queryFn: () => Promise.resolve([]) };

const NO_COUNTS: FilterCounts = { queryKey: ['no-counts'], queryFn: () => Promise.resolve({}) };

/** A free-text filter (the audit trail's actor): applied on Enter or when the field is left, cleared when emptied. */
function FilterText({ filter, list }: { filter: ResourceFilter; list: ResourceList }) {
  const applied = list.view.filters[filter.id] ?? '';
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  const apply = () => {
    if (text.trim() !== applied) list.changeView({ filters: { [filter.id]: text.trim() } });
  };
  return (
    <TextField
      size="small"
      label={filter.label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={apply}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply();
      }}
      slotProps={{ htmlInput: { maxLength: TEXT_FILTER_MAX_LENGTH } }}
      sx={{ minWidth: 220 }}
    />
  );
}

/** One filter's select; with `counts`, each option shows its count ('Screening (3)'). */
function FilterSelect({ filter, list }: { filter: ResourceFilter; list: ResourceList }) {
  const counts = useQuery<Readonly<Record<string, number>>>({
    ...(filter.counts?.(list.listParams) ?? NO_COUNTS),
    enabled: Boolean(filter.counts),
  });
  const countOf = (value: string) => (filter.counts && counts.data ? counts.data[value] : undefined);
  const loaded = useQuery({ ...(filter.optionsQuery?.() ?? NO_OPTIONS), enabled: Boolean(filter.optionsQuery) });
  const options = filter.optionsQuery ? (loaded.data ?? []) : filter.options;
  const value = list.view.filters[filter.id] ?? '';
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      // Until its options arrive a chosen value shows as All: MUI warns of a value it has no option for.
      value={options.some((option) => option.value === value) ? value : ''}
      onChange={(event) => list.changeView({ filters: { [filter.id]: event.target.value } })}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => {
        const count = countOf(option.value);
        return (
          <MenuItem key={option.value} value={option.value}>
            {count === undefined ? option.label : `${option.label} (${count})`}
          </MenuItem>
        );
      })}
    </TextField>
  );
}

/**
 * How many rows are selected, always: picked one by one, or every row the query matches (the
 * server's count), with Clear selection.
 */
function SelectionSummary({ list }: { list: ResourceList }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography data-testid="selection-summary" aria-live="polite">
        {ADMIN_LIST_MESSAGES.selected(list.selectedCount)}
      </Typography>
      <Button size="small" onClick={list.clearSelection} disabled={list.selectedCount === 0}>
        {TRASH_MESSAGES.clearSelection}
      </Button>
    </Stack>
  );
}

/** Search, filters (and a paged list's date range; as cards, its sort), select-all, delete, exports and refresh above a resource table. */
export function ResourceToolbar({ list }: { list: ResourceList }) {
  const { config, exporting } = list;
  const mayCall = useMayCall();
  // As cards (ResourceTable) the list has no headers to sort by: a select sorts it instead.
  const cards = useMediaQuery(`(max-width:${CARDS_BELOW_PX - 0.05}px)`, { noSsr: true });
  const nothingSelected = list.selectedCount === 0;
  const Extras = config.ToolbarExtras;
  const { exports } = config;
  const formats = EXPORT_FORMATS.filter((format) => exports[format]);
  // Spec: export buttons are disabled with nothing selected; a 'page' export writes the current page then.
  const nothingToExport = list.total === 0 || (exports.scope !== 'page' && nothingSelected);
  // A query too large for the page is exported as the server's CSV, which Excel opens; no PDF of it.
  const tooLargeFor = (format: ExportFormat) => format === 'pdf' && list.querySelected && builtOnServer(list.total);
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SearchBox list={list} />
        {config.filters?.map((filter) =>
          filter.text ? (
            <FilterText key={filter.id} filter={filter} list={list} />
          ) : (
            <FilterSelect key={filter.id} filter={filter} list={list} />
          ),
        )}
        {list.paged && <DateRangeFields list={list} />}
        {cards && <SortSelect list={list} />}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={list.toggleAllAcrossPages} disabled={list.total === 0}>
          {list.allFilteredSelected ? 'Unselect All' : 'Select All Across Pages'}
        </Button>
        {config.remove && mayCall(config.remove) && (
          <Button
            variant="contained"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={list.askDelete}
            disabled={nothingSelected || list.deleting}
          >
            {config.deleteLabel ?? 'Delete Selected'}
          </Button>
        )}
        {formats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={exporting?.format === format ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
            onClick={() => void list.exportAs(format)}
            disabled={exporting !== null || nothingToExport || tooLargeFor(format)}
            title={tooLargeFor(format) ? ADMIN_LIST_MESSAGES.pdfTooLarge(SERVER_EXPORT_MIN_ROWS) : undefined}
            aria-busy={exporting?.format === format}
          >
            {exports.labels?.[format] ?? EXPORT_LABELS[format]}
          </Button>
        ))}
        {Extras && <Extras list={list} />}
        <Button startIcon={<RefreshIcon />} onClick={list.refresh}>
          Refresh
        </Button>
        <SelectionSummary list={list} />
      </Stack>
      {exporting && exporting.total > 0 && (
        <ProgressLine
          testId="export-progress"
          done={exporting.received}
          total={exporting.total}
          label={ADMIN_LIST_MESSAGES.exportProgress(exporting.received, exporting.total)}
        />
      )}
    </Stack>
  );
}
