import TextField from '@mui/material/TextField';
import { ADMIN_LIST_MESSAGES, formatIsoDay, parseDayMonthYear } from '@careers/domain';
import { useEffect, useState } from 'react';
import type { ResourceList } from './useResourceList';

/**
 * A day typed as DD-MM-YYYY, the spec's date format (a native date box shows the browser's own,
 * mm/dd/yyyy in an American browser). It sets the view's YYYY-MM-DD once it reads as a real day,
 * and clears it when emptied.
 */
function DayField({ label, day, onDay }: { label: string; day: string | undefined; onDay: (day: string) => void }) {
  const [text, setText] = useState(formatIsoDay(day));
  // A day set from elsewhere (the URL, back and forward) shows here.
  useEffect(() => {
    if (parseDayMonthYear(text) !== (day ?? null)) setText(formatIsoDay(day));
    // Only when the view's day changes: while typing, the text leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day]);
  const parsed = parseDayMonthYear(text);
  const invalid = text.trim() !== '' && parsed === null;
  return (
    <TextField
      size="small"
      label={label}
      placeholder="DD-MM-YYYY"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const nextDay = parseDayMonthYear(next);
        if (nextDay) onDay(nextDay);
        else if (!next.trim()) onDay('');
      }}
      error={invalid}
      helperText={invalid ? ADMIN_LIST_MESSAGES.dayFormat : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' } }}
      sx={{ width: 150 }}
    />
  );
}

/** From and To days of a paged list (both included, in India); setting one sorts the list by its date. */
export function DateRangeFields({ list }: { list: ResourceList }) {
  const { view, changeView } = list;
  return (
    <>
      <DayField label={ADMIN_LIST_MESSAGES.dateFrom} day={view.from} onDay={(from) => changeView({ from })} />
      <DayField label={ADMIN_LIST_MESSAGES.dateTo} day={view.to} onDay={(to) => changeView({ to })} />
    </>
  );
}
