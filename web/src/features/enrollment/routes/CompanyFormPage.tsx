import HandshakeIcon from '@mui/icons-material/Handshake';
import { BRAND_NAME } from '@careers/domain';
import { HeroBadgeArt } from '../../../components/illustrations/HeroBadgeArt';
import { PageHero } from '../../../components/PageHero';
import { PageTitle } from '../../../components/PageTitle';
import { PAGE_HEAD } from '../../../config/head';
import { CompanyForm } from '../components/CompanyForm';
import { EnrollmentFormCard } from '../components/EnrollmentLayout';

/** /company-form: the employer enrollment (partnership) form. */
export default function CompanyFormPage() {
  return (
    <>
      <PageTitle {...PAGE_HEAD.companyForm} />
      <PageHero
        overline="Employer enrollment"
        title={`Partner with ${BRAND_NAME} and hire tomorrow's talent today`}
        subtitle="Tell us about your company and your hiring plans. Our team will get in touch to set up campus drives, staffing support or internship programs that fit."
        art={<HeroBadgeArt icon={HandshakeIcon} />}
      />
      <EnrollmentFormCard title="Submit Your Company Details" subtitle="Fields marked * are required.">
        <CompanyForm />
      </EnrollmentFormCard>
    </>
  );
}
