import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the notifications table replaces this file. */
export default function NotificationPage() {
  return <PlaceholderPage title="NOTIFICATION" />;
}
