import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  FACET_LABELS,
  FACET_OPTIONS,
  JOB_FACETS,
  JOB_LIST_SORTS,
  type JobFacet,
  type JobListSort,
  type JobListView,
} from '@careers/domain';
import { memo } from 'react';
import { useHydrated } from '../../../hooks/useHydrated';

type Filters = Pick<JobListView, JobFacet | 'sort'>;

interface SelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
  /** The option of no choice ('Any'), or none for the order. */
  any?: string;
}

/** A native select (the phone's own picker; one tap target). */
function FilterSelect({ id, label, value, options, onChange, disabled, any }: SelectProps) {
  return (
    <TextField
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': id } }}
    >
      {any !== undefined && <option value="">{any}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/**
 * The list's filters (department, experience, job type) and its order, beside the search: a choice
 * applies at once (back on page 1), the search text stays as typed.
 */
export const JobFilters = memo(function JobFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const hydrated = useHydrated();
  return (
    <Box
      role="group"
      aria-label="Filter and sort jobs"
      sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {JOB_FACETS.map((facet) => (
        <FilterSelect
          key={facet}
          id={`job-filter-${facet}`}
          label={FACET_LABELS[facet]}
          value={filters[facet]}
          options={FACET_OPTIONS[facet]}
          any="Any"
          disabled={!hydrated}
          onChange={(value) => onChange({ [facet]: value })}
        />
      ))}
      <FilterSelect
        id="job-sort"
        label="Sort by"
        value={filters.sort}
        options={JOB_LIST_SORTS}
        disabled={!hydrated}
        onChange={(value) => onChange({ sort: value as JobListSort })}
      />
    </Box>
  );
});
