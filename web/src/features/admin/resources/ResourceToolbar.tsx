import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useQuery } from '@tanstack/react-query';
import type { ExportFormat } from './exportRows';
import type { FilterCounts, ResourceFilter } from './types';
import type { ResourceList } from './useResourceList';

const EXPORT_LABELS: Record<ExportFormat, string> = { xlsx: 'Download Excel', pdf: 'Download PDF' };
const EXPORT_FORMATS: readonly ExportFormat[] = ['pdf', 'xlsx'];

const NO_COUNTS: FilterCounts = { queryKey: ['no-counts'], queryFn: () => Promise.resolve({}) };

/** One filter's select; with `counts`, each option shows its count ('Screening (3)'). */
function FilterSelect({ filter, list }: { filter: ResourceFilter; list: ResourceList }) {
  const counts = useQuery<Readonly<Record<string, number>>>({
    ...(filter.counts?.(list.listParams) ?? NO_COUNTS),
    enabled: Boolean(filter.counts),
  });
  const countOf = (value: string) => (filter.counts && counts.data ? counts.data[value] : undefined);
  return (
    <TextField
      select
      size="small"
      label={filter.label}
      value={list.filters[filter.id] ?? ''}
      onChange={(event) => list.setFilter(filter.id, event.target.value)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      {filter.options.map((option) => {
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

/** Search, filters, select-all, delete, exports and refresh above a resource table. */
export function ResourceToolbar({ list }: { list: ResourceList }) {
  const { config } = list;
  const nothingSelected = list.selection.size === 0;
  const Extras = config.ToolbarExtras;
  const { exports } = config;
  const formats = EXPORT_FORMATS.filter((format) => exports[format]);
  // Spec: export buttons are disabled with nothing selected; a 'page' export writes the current page then.
  const nothingToExport = list.filtered.length === 0 || (exports.scope !== 'page' && nothingSelected);
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={config.searchLabel}
          type="search"
          size="small"
          value={list.search}
          onChange={(event) => list.setSearch(event.target.value)}
          sx={{ minWidth: { sm: 320 } }}
        />
        {config.filters?.map((filter) => (
          <FilterSelect key={filter.id} filter={filter} list={list} />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={list.toggleAllAcrossPages} disabled={list.filtered.length === 0}>
          {list.allFilteredSelected ? 'Unselect All' : 'Select All Across Pages'}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteIcon />}
          onClick={list.askDelete}
          disabled={nothingSelected || list.deleting}
        >
          {config.deleteLabel ?? 'Delete Selected'}
        </Button>
        {formats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={list.exporting === format ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
            onClick={() => void list.exportAs(format)}
            disabled={list.exporting !== null || nothingToExport}
            aria-busy={list.exporting === format}
          >
            {exports.labels?.[format] ?? EXPORT_LABELS[format]}
          </Button>
        ))}
        {Extras && <Extras list={list} />}
        <Button startIcon={<RefreshIcon />} onClick={list.refresh}>
          Refresh
        </Button>
      </Stack>
    </Stack>
  );
}
