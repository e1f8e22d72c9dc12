import type { Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useHydrated } from '../../hooks/useHydrated';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context, any transformed output
export type AnyControl<T extends FieldValues> = Control<T, any, any>;

/** The props the form's field components share: label and id, state, and what binds them to a form. */
export interface FieldProps {
  id: string;
  label: string;
  name?: string;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** data-testid of the element the user types in or opens. */
  testId?: string;
}

/**
 * Binds an input to the react-hook-form field `name` as a controlled input: its name, value and
 * events, and its error (flag, and message as helper text). On a prerendered page the input stays
 * disabled until the page is hydrated: what a visitor typed before would be replaced by the form's
 * state, so the field takes input only once it can keep it.
 */
export function useFieldBinding<T extends FieldValues, N extends Path<T>>(control: AnyControl<T>, name: N) {
  const { field, fieldState } = useController({ name, control });
  const hydrated = useHydrated();
  return {
    disabled: !hydrated,
    name: field.name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };
}
