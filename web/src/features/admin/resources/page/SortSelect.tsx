import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_LIST_MESSAGES } from '@careers/domain';
import { sortableFields, viewSortOf } from '../data/listView';
import type { ResourceList } from '../types';

/**
 * The cards' sort (below 600 px the list has no column headers to press): the fields the grid's
 * headers sort by now, each either way, into the same view sort (so the URL and the server's order
 * are the grid's).
 */
export function SortSelect({ list }: { list: ResourceList }) {
  const { paging, columns } = list.config;
  if (!paging) return null;
  const headerOf = (field: string) => columns.find((column) => column.field === field)?.header ?? field;
  const options = sortableFields(paging, list.view).flatMap((field) =>
    [true, false].map((descending) => ({
      value: `${descending ? '-' : ''}${field}`,
      label: ADMIN_LIST_MESSAGES.sortOption(headerOf(field), descending, field === paging.dateField),
    })),
  );
  const current = list.view.sort ?? `-${paging.dateField}`;
  return (
    <TextField
      select
      size="small"
      label={ADMIN_LIST_MESSAGES.sortBy}
      value={options.some((option) => option.value === current) ? current : `-${paging.dateField}`}
      onChange={(event) => list.changeView({ sort: viewSortOf(paging, event.target.value) })}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
