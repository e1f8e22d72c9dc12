import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the affiliate sign-in page (sign in, request code, reset) replaces this file. */
export default function AffiliateLoginPage() {
  return <PlaceholderPage title="Affiliate Sign In" />;
}
