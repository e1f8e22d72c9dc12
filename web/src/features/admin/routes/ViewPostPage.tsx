import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the affiliate's jobs with referrals replace this file. */
export default function ViewPostPage() {
  return <PlaceholderPage title="Jobs Posted by Affiliate" />;
}
