import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { COMPANY_MESSAGES, COMPANY_PARTNERSHIP_INTERESTS, companySchema, withConsent, type CompanyInput } from '@careers/domain';
import { FormProvider, useForm } from 'react-hook-form';
import { AddressFields, emptyLocation, type LocationFormValues } from '../../../components/forms/AddressFields';
import { FormMultiSelectField } from '../../../components/forms/MultiSelectField';
import { FormPhoneField, FormTextField } from '../../../components/forms/FormTextField';
import { ResultDialog, useSubmissionResult } from '../../../components/forms/ResultDialog';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { ConsentField, useConsent } from '../../../components/forms/ConsentField';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { submitCompany } from '../api/enrollmentApi';
import { FormSection, twoColumns } from './FormSection';

export interface CompanyFormValues {
  companyName: string;
  industry: string;
  location: LocationFormValues;
  companySize: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
  partnershipInterests: string[];
  additionalInfo: string;
}

const emptyCompany: CompanyFormValues = {
  companyName: '',
  industry: '',
  location: emptyLocation,
  companySize: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  partnershipInterests: [],
  additionalInfo: '',
};

/** The employer enrollment form; the result shows in a popup ('Thank you!' / 'Error!'). */
export function CompanyForm() {
  const form = useForm<CompanyFormValues, unknown, CompanyInput>({
    defaultValues: emptyCompany,
    resolver: schemaResolver<CompanyFormValues, CompanyInput>(companySchema),
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = form;
  const consent = useConsent();
  const submission = useSubmissionResult({
    form,
    empty: emptyCompany,
    submit: (values: CompanyInput) => submitCompany(withConsent(values)),
    messages: COMPANY_MESSAGES,
    failureLog: 'Company enrollment failed',
  });

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={consent.guard(handleSubmit(consent.only(submission.send)))}
        spacing={4}
        aria-labelledby="enrollment-form-title"
        data-testid="company-form"
      >
        <FormSection title="Company">
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="companyName"
              testId="companyName"
              id="company-name"
              label="Company Name"
              required
              autoComplete="organization"
            />
            <FormTextField control={control} name="industry" testId="industry" id="company-industry" label="Industry" required />
            <FormTextField
              control={control}
              name="companySize"
              testId="companySize"
              id="company-size"
              label="Company Size"
              type="number"
              required
              helperText="Number of employees"
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
          </Stack>
        </FormSection>

        <FormSection title="Address">
          <AddressFields idPrefix="company" />
        </FormSection>

        <FormSection title="Contact person">
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="contactPerson"
              testId="contactPerson"
              id="company-contact-person"
              label="Contact Person"
              required
              autoComplete="name"
            />
            <Box sx={twoColumns}>
              <FormTextField
                control={control}
                name="contactEmail"
                testId="contactEmail"
                id="company-contact-email"
                label="Contact Email"
                type="email"
                required
                autoComplete="email"
              />
              <FormPhoneField
                control={control}
                name="contactPhone"
                testId="contactPhone"
                id="company-contact-phone"
                label="Contact Phone"
                required
              />
            </Box>
          </Stack>
        </FormSection>

        <FormSection title="Partnership">
          <Stack spacing={2}>
            <FormMultiSelectField
              control={control}
              name="partnershipInterests"
              testId="partnershipInterests"
              id="company-partnership-interests"
              label="Partnership Interests"
              required
              options={COMPANY_PARTNERSHIP_INTERESTS}
            />
            <FormTextField
              control={control}
              name="additionalInfo"
              testId="additionalInfo"
              id="company-additional-info"
              label="Additional Information"
              multiline
              minRows={3}
            />
          </Stack>
        </FormSection>

        <ConsentField {...consent.field} id="company-consent" />
        <SubmitButton sending={isSubmitting}>Submit</SubmitButton>
      </Stack>
      <ResultDialog result={submission.result} onClose={submission.close} />
    </FormProvider>
  );
}
