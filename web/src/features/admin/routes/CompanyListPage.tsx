import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the companies table replaces this file. */
export default function CompanyListPage() {
  return <PlaceholderPage title="Companies" />;
}
