import Box from '@mui/material/Box';
import { Controller, useFormContext } from 'react-hook-form';
import { FormTextField } from './FormTextField';
import { StateField } from './StateField';

/** The address block's values as the form holds them (the schema turns them into the API's shape). */
export interface LocationFormValues {
  street: string;
  landmark: string;
  state: string;
  city: string;
  pincode: string;
}

export const emptyLocation: LocationFormValues = { street: '', landmark: '', state: '', city: '', pincode: '' };

interface WithLocation {
  location: LocationFormValues;
}

/**
 * Street, landmark, state (with suggestions), city and pincode, bound to the `location` field of
 * the surrounding react-hook-form (FormProvider). Shared by the college and company forms.
 */
export function AddressFields({ idPrefix, disabled }: { idPrefix: string; disabled?: boolean }) {
  const { control } = useFormContext<WithLocation>();
  const id = (field: keyof LocationFormValues) => `${idPrefix}-${field}`;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <FormTextField
        control={control}
        name="location.street"
        testId="street"
        id={id('street')}
        label="Street"
        required
        disabled={disabled}
        autoComplete="address-line1"
      />
      <FormTextField
        control={control}
        name="location.landmark"
        testId="landmark"
        id={id('landmark')}
        label="Landmark"
        disabled={disabled}
        autoComplete="address-line2"
      />
      <Controller
        control={control}
        name="location.state"
        render={({ field, fieldState }) => (
          <StateField
            id={id('state')}
            label="State"
            required
            disabled={disabled}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            testId="state"
          />
        )}
      />
      <FormTextField
        control={control}
        name="location.city"
        testId="city"
        id={id('city')}
        label="City"
        required
        disabled={disabled}
        autoComplete="address-level2"
      />
      <FormTextField
        control={control}
        name="location.pincode"
        testId="pincode"
        id={id('pincode')}
        label="Pincode"
        type="number"
        required
        disabled={disabled}
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
      />
    </Box>
  );
}
