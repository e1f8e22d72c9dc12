import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the live clock and the seven count cards replace this file. */
export default function AdminDashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
