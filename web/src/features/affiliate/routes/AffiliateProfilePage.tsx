import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the profile and change-password form replace this file. */
export default function AffiliateProfilePage() {
  return <PlaceholderPage title="Profile" />;
}
