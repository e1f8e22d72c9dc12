import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the job form and the 'Posted Jobs' table replace this file. */
export default function AffiliatePostJobPage() {
  return <PlaceholderPage title="Post a Job" />;
}
