import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the colleges table replaces this file. */
export default function CollegeListPage() {
  return <PlaceholderPage title="Colleges" />;
}
