import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LONG_TEXT_MAX_LENGTH, PHONE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@careers/domain';
import type { FieldValues, Path } from 'react-hook-form';
import { useFieldBinding, type AnyControl } from './fieldBinding';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'
> & {
  name: Path<T>;
  control: AnyControl<T>;
  /** data-testid of the native input. */
  testId?: string;
};

/** InputBase's line height (1.4375em): one row of a multiline field. */
const INPUT_LINE_HEIGHT_EM = 1.4375;

/**
 * An MUI TextField bound to a react-hook-form field as a controlled input, so reset() also clears
 * what the field shows (the label floats back). The field's error message replaces the helper text.
 * It takes at most the schemas' limit: TEXT_MAX_LENGTH, or LONG_TEXT_MAX_LENGTH when multiline.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  testId,
  helperText,
  slotProps,
  sx,
  ...props
}: FormTextFieldProps<T>) {
  const field = useFieldBinding(control, name);
  const maxLength = props.multiline ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH;
  // An auto-sizing box is measured in the browser: the server's HTML has the textarea's default two
  // rows, and it would grow to `minRows` when the page hydrates, pushing down what follows. (Not on
  // the hidden copy it measures one row with.)
  const minRowsSx =
    props.multiline && typeof props.minRows === 'number'
      ? { '& textarea:not([aria-hidden])': { minHeight: `${props.minRows * INPUT_LINE_HEIGHT_EM}em` } }
      : undefined;
  return (
    <TextField
      {...props}
      {...field}
      value={field.value ?? ''}
      disabled={Boolean(props.disabled) || field.disabled}
      helperText={field.helperText ?? helperText}
      sx={minRowsSx ? [minRowsSx, ...(Array.isArray(sx) ? sx : [sx])] : sx}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength, ...(slotProps?.htmlInput as object), 'data-testid': testId },
      }}
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
