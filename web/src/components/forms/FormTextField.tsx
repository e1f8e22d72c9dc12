import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PHONE_MAX_LENGTH } from '@careers/domain';
import type { FieldValues, Path } from 'react-hook-form';
import { useFieldBinding, type AnyControl } from './fieldBinding';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'> & {
  name: Path<T>;
  control: AnyControl<T>;
  /** data-testid of the native input. */
  testId?: string;
};

/**
 * An MUI TextField bound to a react-hook-form field as a controlled input, so reset() also clears
 * what the field shows (the label floats back). The field's error message replaces the helper text.
 */
export function FormTextField<T extends FieldValues>({ name, control, testId, helperText, slotProps, ...props }: FormTextFieldProps<T>) {
  const field = useFieldBinding(control, name);
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      helperText={field.helperText ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { ...(slotProps?.htmlInput as object), 'data-testid': testId } }}
    />
  );
}

/** A phone number field: accepts at most PHONE_MAX_LENGTH characters, numeric keypad on phones. */
export function FormPhoneField<T extends FieldValues>({ slotProps, ...props }: FormTextFieldProps<T>) {
  return (
    <FormTextField
      type="tel"
      autoComplete="tel"
      {...props}
      slotProps={{ ...slotProps, htmlInput: { maxLength: PHONE_MAX_LENGTH, inputMode: 'numeric', ...(slotProps?.htmlInput as object) } }}
    />
  );
}
