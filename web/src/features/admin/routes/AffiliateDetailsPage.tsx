import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the affiliates table replaces this file. */
export default function AffiliateDetailsPage() {
  return <PlaceholderPage title="AFFILIATE DETAILS" />;
}
