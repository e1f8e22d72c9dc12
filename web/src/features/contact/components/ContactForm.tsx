import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  CONTACT_MESSAGES,
  CONTACT_TOAST_MS,
  USER_TYPES,
  contactSchema,
  withConsent,
  type ContactInput,
  type UserType,
} from '@careers/domain';
import { useForm } from 'react-hook-form';
import { ConsentField, useConsent } from '../../../components/forms/ConsentField';
import { FormTextField } from '../../../components/forms/FormTextField';
import { FormToast, type Toast } from '../../../components/forms/FormToast';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { serverMessage } from '../../../components/forms/serverMessage';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTimedValue } from '../../../components/forms/useTimedValue';
import { sendContactMessage } from '../api/contactApi';

interface ContactFormValues {
  userType: UserType | '';
  name: string;
  email: string;
  message: string;
}

const emptyContact: ContactFormValues = { userType: '', name: '', email: '', message: '' };

const USER_TYPE_LABELS: Record<UserType, string> = { student: 'Student', campus: 'Campus', company: 'Company' };

/** The contact form of /contact: user type, name, email, message; the outcome shows in a toast. */
export function ContactForm() {
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactInput>({
    defaultValues: emptyContact,
    resolver: schemaResolver<ContactFormValues, ContactInput>(contactSchema),
  });
  const toast = useTimedValue<Toast>(CONTACT_TOAST_MS);
  const consent = useConsent();

  const send = async (values: ContactInput) => {
    try {
      const answer = await sendContactMessage(withConsent(values));
      reset(emptyContact);
      const message = typeof answer?.message === 'string' && answer.message ? answer.message : CONTACT_MESSAGES.received;
      toast.show({ kind: 'success', title: CONTACT_MESSAGES.sentTitle, message });
    } catch (error) {
      console.error('Contact message failed', error);
      toast.show({ kind: 'error', title: CONTACT_MESSAGES.errorTitle, message: serverMessage(error, CONTACT_MESSAGES.sendFailed) });
    }
  };

  return (
    <>
      <Stack
        component="form"
        noValidate
        onSubmit={consent.guard(handleSubmit(consent.only(send)))}
        spacing={2.25}
        aria-label="Contact form"
        data-testid="contact-form"
      >
        <FormTextField
          control={control}
          name="userType"
          select
          id="contact-user-type"
          label="User Type"
          required
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'userType' } as object } }}
        >
          {USER_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {USER_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="name" testId="name" id="contact-name" label="Name" required autoComplete="name" />
        <FormTextField
          control={control}
          name="email"
          testId="email"
          id="contact-email"
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
        <FormTextField
          control={control}
          name="message"
          testId="message"
          id="contact-message"
          label="Message"
          required
          multiline
          minRows={4}
        />
        <ConsentField {...consent.field} id="contact-consent" />
        <SubmitButton sending={isSubmitting}>Send Message</SubmitButton>
      </Stack>
      <FormToast toast={toast.value} onClose={toast.clear} testId="contact-toast" />
    </>
  );
}

export default ContactForm;
