import TextField from '@mui/material/TextField';
import { ADMIN_LIST_MESSAGES } from '@careers/domain';
import type { ResourceList } from './useResourceList';

/** From and To days of a paged list (both included); setting one sorts the list by its date. */
export function DateRangeFields({ list }: { list: ResourceList }) {
  const { view, changeView } = list;
  const field = (key: 'from' | 'to', label: string, bound: { min?: string; max?: string }) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={view[key] ?? ''}
      onChange={(event) => changeView({ [key]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: bound }}
      sx={{ width: 170 }}
    />
  );
  return (
    <>
      {field('from', ADMIN_LIST_MESSAGES.dateFrom, { max: view.to })}
      {field('to', ADMIN_LIST_MESSAGES.dateTo, { min: view.from })}
    </>
  );
}
