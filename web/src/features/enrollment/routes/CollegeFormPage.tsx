import SchoolIcon from '@mui/icons-material/School';
import { HeroBadgeArt } from '../../../components/illustrations/HeroBadgeArt';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { CollegeForm } from '../components/CollegeForm';
import { EnrollmentFormCard } from '../components/EnrollmentLayout';
import { brandColors } from '../../../config/theme';

/** /college-form: the college enrollment form. */
export default function CollegeFormPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.collegeForm} />
      <PageHero
        overline="College enrollment"
        title="Bring the best employers to your campus"
        subtitle="Share your courses, student strength and placement season. Our campus team will plan drives, seminars and training programs around your calendar."
        art={<HeroBadgeArt icon={SchoolIcon} accent={brandColors.aqua} />}
      />
      <EnrollmentFormCard title="Submit Your College Details" subtitle="Fields marked * are required.">
        <CollegeForm />
      </EnrollmentFormCard>
    </>
  );
}
