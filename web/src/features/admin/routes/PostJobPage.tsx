import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the job posts table and dialogs replace this file. */
export default function PostJobPage() {
  return <PlaceholderPage title="JOB POSTS" />;
}
