import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SUGGESTION_LIST_MAX_HEIGHT_PX, TEXT_MAX_LENGTH } from '@careers/domain';
import type { FieldProps } from './fieldBinding';

export interface SuggestFieldProps extends FieldProps {
  /** The text in the box (free text; picking a suggestion puts it here). */
  value: string;
  onChange: (text: string) => void;
  /** Suggestions for the current text. */
  options: readonly string[];
  /** Narrows `options` for the typed text; the default shows them as given (already filtered by the caller). */
  filter?: (options: readonly string[], text: string) => string[];
  placeholder?: string;
  size?: 'small' | 'medium';
  autoFocus?: boolean;
  /** The longest text the box takes (TEXT_MAX_LENGTH unless the schema's limit is lower). */
  maxLength?: number;
}

const asIs = (options: readonly string[]) => [...options];

/**
 * A free-text box with a suggestion list below it (a combobox): typing filters or fetches the
 * suggestions, picking one fills the box and closes the list. The list is scrollable and at most
 * SUGGESTION_LIST_MAX_HEIGHT_PX tall.
 */
export function SuggestField({
  id,
  value,
  onChange,
  onBlur,
  options,
  filter = asIs,
  disabled,
  size,
  testId,
  maxLength = TEXT_MAX_LENGTH,
  ...input
}: SuggestFieldProps) {
  const filterOptions: AutocompleteProps<string, false, false, true>['filterOptions'] = (all, state) => filter(all, state.inputValue);

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
          {...input}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
