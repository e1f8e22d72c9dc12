import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the students (posted resumes) table replaces this file. */
export default function StudentPage() {
  return <PlaceholderPage title="Students" />;
}
