import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FieldValues, Path } from 'react-hook-form';
import { useFieldBinding, type AnyControl, type FieldProps } from './fieldBinding';

export interface MultiSelectFieldProps extends FieldProps {
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  isOptionDisabled?: (option: string) => boolean;
}

/** A multi-select (combobox + listbox with checkboxes); the chosen options show as chips. */
export function MultiSelectField({ options, value, onChange, isOptionDisabled, testId, ...field }: MultiSelectFieldProps) {
  return (
    <TextField
      select
      {...field}
      value={value}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
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
          <Checkbox
            checked={value.includes(option)}
            size="small"
            sx={{ p: 0.5, mr: 1 }}
            slotProps={{ input: { 'aria-hidden': true, tabIndex: -1 } as object }}
          />
          <ListItemText primary={option} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A MultiSelectField bound to the react-hook-form field `name` (a list of options). */
export function FormMultiSelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<MultiSelectFieldProps, keyof ReturnType<typeof useFieldBinding>> & { control: AnyControl<T>; name: Path<T> }) {
  const field = useFieldBinding(control, name);
  return <MultiSelectField {...props} {...field} value={field.value as string[]} />;
}
