import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import { useFieldBinding } from './fieldBinding';
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
  const state = useFieldBinding(control, 'location.state');
  const id = (field: keyof LocationFormValues) => `${idPrefix}-${field}`;
  const bind = (field: keyof LocationFormValues) => ({
    control,
    name: `location.${field}` as const,
    testId: field,
    id: id(field),
    disabled,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <FormTextField {...bind('street')} label="Street" required autoComplete="address-line1" />
      <FormTextField {...bind('landmark')} label="Landmark" autoComplete="address-line2" />
      <StateField {...state} id={id('state')} label="State" required disabled={Boolean(disabled) || state.disabled} testId="state" />
      <FormTextField {...bind('city')} label="City" required autoComplete="address-level2" />
      <FormTextField
        {...bind('pincode')}
        label="Pincode"
        type="number"
        required
        autoComplete="postal-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 0 } }}
      />
    </Box>
  );
}
