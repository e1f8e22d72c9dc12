import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: login and reset-code mode replace this file. */
export default function AdminLoginPage() {
  return <PlaceholderPage title="Admin Login" />;
}
