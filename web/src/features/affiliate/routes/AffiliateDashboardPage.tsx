import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: welcome hero and the job and referral count cards replace this file. */
export default function AffiliateDashboardPage() {
  return <PlaceholderPage title="Affiliate Dashboard" />;
}
