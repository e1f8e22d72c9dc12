import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ADMIN_LIST_MESSAGES, formatIsoDay, parseDayMonthYear } from '@careers/domain';
import { useEffect, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useFieldBinding, type AnyControl } from './fieldBinding';

type DayTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'placeholder'> & {
  /** The day as YYYY-MM-DD, or anything else (empty, or text that is not a day yet). */
  day: string | undefined;
  /** Called with YYYY-MM-DD once the text reads as a real day, '' when emptied, else `invalidText(text)`. */
  onDay: (day: string) => void;
  /** What to report while the text is not a day; by default nothing is reported. */
  invalidText?: (text: string) => string | undefined;
};

/**
 * A day typed as DD-MM-YYYY, the spec's date format: a native date box shows the browser's own
 * (mm/dd/yyyy in an American browser). The value it reports is YYYY-MM-DD, what the API stores.
 */
export function DayTextField({ day, onDay, invalidText, error, helperText, slotProps, ...props }: DayTextFieldProps) {
  const [text, setText] = useState(formatIsoDay(day));
  // A day set from elsewhere (the URL, back and forward, a form reset) shows here.
  useEffect(() => {
    if (parseDayMonthYear(text) !== (day || null) && text !== day) setText(formatIsoDay(day));
    // Only when the day changes from outside: while typing, the text leads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [day]);
  const invalid = text.trim() !== '' && parseDayMonthYear(text) === null;
  return (
    <TextField
      {...props}
      placeholder="DD-MM-YYYY"
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        const nextDay = parseDayMonthYear(next);
        if (nextDay) onDay(nextDay);
        else if (!next.trim()) onDay('');
        else {
          const reported = invalidText?.(next);
          if (reported !== undefined) onDay(reported);
        }
      }}
      error={invalid || error}
      helperText={invalid ? ADMIN_LIST_MESSAGES.dayFormat : helperText}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}

/**
 * A DD-MM-YYYY day bound to a react-hook-form field that holds YYYY-MM-DD. Text that is not a day
 * is kept in the field as typed, so the form's schema refuses it and nothing is sent.
 */
export function FormDayField<T extends FieldValues>({
  name,
  control,
  testId,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'> & {
  name: Path<T>;
  control: AnyControl<T>;
  testId?: string;
}) {
  const { value, onChange, helperText, error, inputRef, ...field } = useFieldBinding(control, name);
  return (
    <DayTextField
      {...props}
      {...field}
      inputRef={inputRef}
      day={typeof value === 'string' ? value : ''}
      onDay={onChange}
      invalidText={(text) => text}
      error={error}
      helperText={helperText ?? props.helperText}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
