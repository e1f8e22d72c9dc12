import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the affiliate registration form replaces this file. */
export default function AffiliateFormPage() {
  return <PlaceholderPage title="Join as an Affiliate" />;
}
