import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

export interface MultiSelectFieldProps {
  id: string;
  label: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  isOptionDisabled?: (option: string) => boolean;
  name?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

/** A multi-select (combobox + listbox with checkboxes); the chosen options show as chips. */
export function MultiSelectField({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  isOptionDisabled,
  name,
  error,
  helperText,
  required,
  disabled,
  inputRef,
  testId,
}: MultiSelectFieldProps) {
  return (
    <TextField
      select
      id={id}
      name={name}
      label={label}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      required={required}
      disabled={disabled}
      inputRef={inputRef}
      fullWidth
      slotProps={{
        select: {
          multiple: true,
          SelectDisplayProps: { 'data-testid': testId } as object,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((option) => (
                <Chip key={option} label={option} size="small" />
              ))}
            </Box>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} disabled={isOptionDisabled?.(option)}>
          <Checkbox checked={value.includes(option)} size="small" sx={{ p: 0.5, mr: 1 }} slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } as object }} />
          <ListItemText primary={option} />
        </MenuItem>
      ))}
    </TextField>
  );
}
