import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the applications table (reads ?jobId) replaces this file. */
export default function StudentAppliedPage() {
  return <PlaceholderPage title="Student Job Applications" />;
}
