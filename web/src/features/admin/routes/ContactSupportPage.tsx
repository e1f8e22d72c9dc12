import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the contacts table replaces this file. */
export default function ContactSupportPage() {
  return <PlaceholderPage title="Contact Support" />;
}
