import { PlaceholderPage } from '../../../components/PlaceholderPage';

/** Placeholder: the reset form (email, reset token, new password) replaces this file. */
export default function AdminForgotPasswordPage() {
  return <PlaceholderPage title="Reset Password" />;
}
