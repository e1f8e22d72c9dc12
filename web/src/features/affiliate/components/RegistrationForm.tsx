import Stack from '@mui/material/Stack';
import {
  AFFILIATE_MESSAGES as M,
  TOAST_MS,
  affiliateRegistrationSchema,
  withConsent,
  type AffiliateRegistrationInput,
} from '@careers/domain';
import { useForm } from 'react-hook-form';
import { ConsentField, useConsent } from '../../../components/forms/ConsentField';
import { FormPasswordField } from '../../../components/forms/FormPasswordField';
import { FormPhoneField, FormTextField } from '../../../components/forms/FormTextField';
import { FormToast, type Toast } from '../../../components/forms/FormToast';
import { applyServerErrors } from '../../../components/forms/applyServerErrors';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTimedValue } from '../../../components/forms/useTimedValue';
import { registerAffiliate } from '../api/accountApi';

type Values = Record<keyof AffiliateRegistrationInput, string>;

const empty: Values = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  companyName: '',
  companyEmail: '',
  designation: '',
};
const FIELDS = Object.keys(empty);

/** 'Join as an Affiliate': every field of spec section 5; the outcome shows in a 5-second toast. */
export function RegistrationForm() {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useForm<Values, unknown, AffiliateRegistrationInput>({
    defaultValues: empty,
    resolver: schemaResolver<Values, AffiliateRegistrationInput>(affiliateRegistrationSchema),
  });
  const toast = useTimedValue<Toast>(TOAST_MS);
  const consent = useConsent();

  const submit = async (values: AffiliateRegistrationInput) => {
    try {
      const answer = await registerAffiliate(withConsent(values));
      reset(empty);
      toast.show({ kind: 'success', title: M.registeredTitle, message: answer?.message || M.registeredDefault });
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      toast.show({ kind: 'error', title: M.registrationErrorTitle, message: serverMessage(error, M.registrationErrorDefault) });
    }
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        onSubmit={consent.guard(handleSubmit(consent.only(submit)))}
        spacing={2.25}
        aria-label="Affiliate registration"
        data-testid="affiliate-form"
      >
        <FormTextField control={control} name="fullName" id="aff-full-name" label="Full Name" required autoComplete="name" />
        <FormTextField control={control} name="email" id="aff-email" label="Email Address" type="email" required autoComplete="email" />
        <FormPasswordField control={control} name="password" id="aff-password" label="Password" required autoComplete="new-password" />
        <FormPasswordField
          control={control}
          name="confirmPassword"
          id="aff-confirm-password"
          label="Confirm Password"
          required
          autoComplete="new-password"
        />
        <FormPhoneField control={control} name="phoneNumber" id="aff-phone" label="Phone Number" required />
        <FormTextField control={control} name="companyName" id="aff-company" label="Company Name" required autoComplete="organization" />
        <FormTextField control={control} name="companyEmail" id="aff-company-email" label="Company Email Address" type="email" required />
        <FormTextField
          control={control}
          name="designation"
          id="aff-designation"
          label="Designation"
          required
          autoComplete="organization-title"
        />
        <ConsentField {...consent.field} id="aff-consent" />
        <SubmitButton sending={isSubmitting}>Register</SubmitButton>
      </Stack>
      <FormToast toast={toast.value} onClose={toast.clear} testId="affiliate-form-toast" />
    </>
  );
}
