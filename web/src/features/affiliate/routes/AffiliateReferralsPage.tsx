import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the referrals overview replaces this file. */
export default function AffiliateReferralsPage() {
  return <PlaceholderPage title="Referrals Overview" />;
}
