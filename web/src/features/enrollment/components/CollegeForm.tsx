import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  COLLEGE_ERROR_TOAST_MS,
  COLLEGE_MESSAGES,
  COLLEGE_PARTNERSHIP_INTERESTS,
  NO_COURSES_OFFERED,
  PG_COURSES,
  POLYTECHNIC_COURSES,
  UG_COURSES,
  collegeSchema,
  type CollegeInput,
  withConsent,
} from '@careers/domain';
import { FormProvider, useForm, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { AddressFields, emptyLocation, type LocationFormValues } from '../../../components/forms/AddressFields';
import { useFieldBinding } from '../../../components/forms/fieldBinding';
import { FormToast, type Toast } from '../../../components/forms/FormToast';
import { FormMultiSelectField, MultiSelectField } from '../../../components/forms/MultiSelectField';
import { FormPhoneField, FormTextField } from '../../../components/forms/FormTextField';
import { ResultDialog, useSubmissionResult } from '../../../components/forms/ResultDialog';
import { schemaResolver } from '../../../components/forms/schemaResolver';
import { ConsentField, useConsent } from '../../../components/forms/ConsentField';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTimedValue } from '../../../components/forms/useTimedValue';
import { submitCollege } from '../api/enrollmentApi';
import { COURSE_GROUP_FIELDS, isNoCoursesGroup, nextCourseSelection } from '../collegeCourses';
import { FormSection, twoColumns } from './FormSection';
import { visuallyHidden } from '../../../components/visuallyHidden';

export interface CollegeFormValues {
  polytechnicCourses: string[];
  ugCourses: string[];
  pgCourses: string[];
  studentsStrengthPolytechnic: string;
  studentsStrengthUG: string;
  studentsStrengthPG: string;
  collegeName: string;
  location: LocationFormValues;
  collegeEmail: string;
  mobileNumber: string;
  placementSeasonDuration: { startDate: string; endDate: string };
  upcomingEvents: string;
  partnershipInterests: string[];
}

const emptyCollege: CollegeFormValues = {
  polytechnicCourses: [],
  ugCourses: [],
  pgCourses: [],
  studentsStrengthPolytechnic: '',
  studentsStrengthUG: '',
  studentsStrengthPG: '',
  collegeName: '',
  location: emptyLocation,
  collegeEmail: '',
  mobileNumber: '',
  placementSeasonDuration: { startDate: '', endDate: '' },
  upcomingEvents: '',
  partnershipInterests: [],
};

type GroupField = (typeof COURSE_GROUP_FIELDS)[number];

const GROUPS: ReadonlyArray<GroupField & { label: string; short: string; options: readonly string[] }> = [
  { ...COURSE_GROUP_FIELDS[0], label: 'Polytechnic/ITI/Diploma Courses', short: 'Polytechnic/ITI/Diploma', options: POLYTECHNIC_COURSES },
  { ...COURSE_GROUP_FIELDS[1], label: 'UG Courses', short: 'UG', options: UG_COURSES },
  { ...COURSE_GROUP_FIELDS[2], label: 'PG Courses', short: 'PG', options: PG_COURSES },
];

/** The schema's object-level message when every group says No Courses Offered (path 'courses'). */
const coursesErrorOf = (errors: FieldErrors<CollegeFormValues>) =>
  (errors as Record<string, { message?: string } | undefined>).courses?.message;

/**
 * One course group: its multi-select and its students strength. Choosing No Courses Offered keeps
 * only that option, disables the others and disables (and clears) the strength field.
 */
function CourseGroupRow({ group }: { group: (typeof GROUPS)[number] }) {
  const {
    control,
    setValue,
    clearErrors,
    trigger,
    formState: { isSubmitted },
  } = useFormContext<CollegeFormValues>();
  const courses = useFieldBinding(control, group.courses);
  const noCourses = isNoCoursesGroup(courses.value);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, alignItems: 'start' }}>
      <MultiSelectField
        {...courses}
        id={`college-${group.courses}`}
        label={group.label}
        required
        options={group.options}
        isOptionDisabled={(option) => option !== NO_COURSES_OFFERED && noCourses}
        onChange={(next) => {
          const value = nextCourseSelection(next);
          courses.onChange(value);
          if (isNoCoursesGroup(value)) {
            setValue(group.strength, '');
            clearErrors(group.strength);
          }
          // The groups' shared message (all No Courses Offered) is checked again once submitted, as each field is.
          if (isSubmitted) void trigger('courses' as never);
        }}
        testId={group.courses}
      />
      <FormTextField
        control={control}
        name={group.strength}
        testId={group.strength}
        id={`college-${group.strength}`}
        label={
          <>
            Students Strength
            <Box component="span" sx={visuallyHidden}>
              {` (${group.short})`}
            </Box>
          </>
        }
        type="number"
        required={!noCourses}
        disabled={noCourses}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
      />
    </Box>
  );
}

/**
 * The college enrollment form. Validation runs on submit; after it, a field is checked again as it
 * changes, so a corrected field's message goes away without another submit. The result shows in a popup.
 */
export function CollegeForm() {
  const form = useForm<CollegeFormValues, unknown, CollegeInput>({
    defaultValues: emptyCollege,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: schemaResolver<CollegeFormValues, CollegeInput>(collegeSchema),
  });
  const {
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const startDate = useWatch({ control, name: 'placementSeasonDuration.startDate' });
  const toast = useTimedValue<Toast>(COLLEGE_ERROR_TOAST_MS);
  const consent = useConsent();
  const submission = useSubmissionResult({
    form,
    empty: emptyCollege,
    submit: (values: CollegeInput) => submitCollege(withConsent(values)),
    messages: COLLEGE_MESSAGES,
    failureLog: 'College enrollment failed',
    onFailure: toast.show,
  });
  const coursesError = coursesErrorOf(errors);

  const onInvalid = (invalid: FieldErrors<CollegeFormValues>) => {
    if (coursesErrorOf(invalid)) {
      for (const group of COURSE_GROUP_FIELDS) setValue(group.strength, '');
    }
    const missingStrength = COURSE_GROUP_FIELDS.some(
      (group) => invalid[group.strength]?.message === COLLEGE_MESSAGES.studentsStrengthRequired,
    );
    if (missingStrength) {
      toast.show({ kind: 'error', title: COLLEGE_MESSAGES.validationErrorTitle, message: COLLEGE_MESSAGES.missingStrengths });
    }
  };

  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        onSubmit={consent.guard(handleSubmit(consent.only(submission.send), onInvalid))}
        spacing={4}
        aria-labelledby="enrollment-form-title"
        data-testid="college-form"
      >
        <FormSection title="Courses offered" description={`Pick the courses in each group, or "${NO_COURSES_OFFERED}".`}>
          <Stack spacing={2.5}>
            {coursesError && (
              <Alert severity="error" role="alert" data-testid="courses-error">
                {coursesError}
              </Alert>
            )}
            {GROUPS.map((group) => (
              <CourseGroupRow key={group.courses} group={group} />
            ))}
          </Stack>
        </FormSection>

        <FormSection title="College">
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="collegeName"
              testId="collegeName"
              id="college-name"
              label="College Name"
              required
              autoComplete="organization"
            />
            <Box sx={twoColumns}>
              <FormTextField
                control={control}
                name="collegeEmail"
                testId="collegeEmail"
                id="college-email"
                label="College Email"
                type="email"
                required
                autoComplete="email"
              />
              <FormPhoneField
                control={control}
                name="mobileNumber"
                testId="mobileNumber"
                id="college-mobile"
                label="Mobile Number"
                required
              />
            </Box>
          </Stack>
        </FormSection>

        <FormSection title="Address">
          <AddressFields idPrefix="college" />
        </FormSection>

        <FormSection title="Placement season">
          <Box sx={twoColumns}>
            <FormTextField
              control={control}
              name="placementSeasonDuration.startDate"
              testId="startDate"
              id="college-placement-start"
              label="Start Date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="placementSeasonDuration.endDate"
              testId="endDate"
              id="college-placement-end"
              label="End Date"
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
            />
          </Box>
        </FormSection>

        <FormSection title="Engagement">
          <Stack spacing={2}>
            <FormTextField
              control={control}
              name="upcomingEvents"
              testId="upcomingEvents"
              id="college-upcoming-events"
              label="Upcoming Student Engagements"
              required
              multiline
              minRows={3}
            />
            <FormMultiSelectField
              control={control}
              name="partnershipInterests"
              testId="partnershipInterests"
              id="college-partnership-interests"
              label="Partnership Interests"
              required
              options={COLLEGE_PARTNERSHIP_INTERESTS}
            />
          </Stack>
        </FormSection>

        <ConsentField {...consent.field} id="college-consent" />
        <SubmitButton sending={isSubmitting}>Submit</SubmitButton>
      </Stack>
      <ResultDialog result={submission.result} onClose={submission.close} />
      <FormToast toast={toast.value} onClose={toast.clear} testId="college-toast" />
    </FormProvider>
  );
}
