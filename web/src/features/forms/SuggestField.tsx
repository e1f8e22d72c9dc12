import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SUGGESTION_LIST_MAX_HEIGHT_PX } from '@careers/domain';
import type { Ref } from 'react';

export interface SuggestFieldProps {
  id: string;
  label: string;
  /** The text in the box (free text; picking a suggestion puts it here). */
  value: string;
  onChange: (text: string) => void;
  onBlur?: () => void;
  /** Suggestions for the current text. */
  options: readonly string[];
  /** Narrows `options` for the typed text; the default shows them as given (already filtered by the caller). */
  filter?: (options: readonly string[], text: string) => string[];
  name?: string;
  placeholder?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  size?: 'small' | 'medium';
}

const asIs = (options: readonly string[]) => [...options];

/**
 * A free-text box with a suggestion list below it (a combobox): typing filters or fetches the
 * suggestions, picking one fills the box and closes the list. The list is scrollable and at most
 * SUGGESTION_LIST_MAX_HEIGHT_PX tall.
 */
export function SuggestField({
  id,
  label,
  value,
  onChange,
  onBlur,
  options,
  filter = asIs,
  name,
  placeholder,
  error,
  helperText,
  required,
  disabled,
  inputRef,
  testId,
  size,
}: SuggestFieldProps) {
  const filterOptions: AutocompleteProps<string, false, false, true>['filterOptions'] = (all, state) =>
    filter(all, state.inputValue);

  return (
    <Autocomplete<string, false, false, true>
      id={id}
      freeSolo
      options={options}
      filterOptions={filterOptions}
      value={value || null}
      inputValue={value}
      onChange={(_, picked) => onChange(picked ?? '')}
      onInputChange={(_, text) => onChange(text)}
      onBlur={onBlur}
      disabled={disabled}
      size={size}
      slotProps={{ listbox: { sx: { maxHeight: SUGGESTION_LIST_MAX_HEIGHT_PX, overflowY: 'auto' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={placeholder}
          error={error}
          helperText={helperText}
          required={required}
          inputRef={inputRef}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
