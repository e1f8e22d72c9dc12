import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AFFILIATE_MESSAGES,
  API_MESSAGES,
  APPLICATION_MESSAGES,
  COLLEGE_MESSAGES,
  COMMON_MESSAGES,
  COMPANY_MESSAGES,
  CONTACT_MESSAGES,
  JOB_LIST_MESSAGES,
  PASSWORD_MESSAGES,
  RESUME_MESSAGES,
} from './messages';

// Literal spec strings: a typo in messages.ts fails here.
describe('messages reproduce the spec to the letter', () => {
  it('public site', () => {
    expect(COMMON_MESSAGES.notFound).toBe('Page Not Found');
    expect(RESUME_MESSAGES.uploadSuccess).toBe('Resume uploaded successfully!');
    expect(RESUME_MESSAGES.uploadError).toBe('Error uploading resume');
    expect(APPLICATION_MESSAGES.uploadSuccess).toBe('Resume uploaded successfully!');
    expect(APPLICATION_MESSAGES.loadingJob).toBe('Loading job details...');
    expect(APPLICATION_MESSAGES.jobLoadFailed).toBe('Failed to load job details.');
    expect(JOB_LIST_MESSAGES.backendError).toBe('There was an issue connecting to the backend. Please try again later.');
    expect(CONTACT_MESSAGES.sentTitle).toBe('Message sent.');
    expect(CONTACT_MESSAGES.errorTitle).toBe('An error occurred.');
    expect(CONTACT_MESSAGES.sendFailed).toBe('Unable to send message');
    expect(COLLEGE_MESSAGES.success).toBe('Your college details have been submitted successfully.');
    expect(COLLEGE_MESSAGES.failure).toBe('Unable to submit college details');
    expect(COLLEGE_MESSAGES.validationErrorTitle).toBe('Validation Error');
    expect(COLLEGE_MESSAGES.successTitle).toBe('Thank you!');
    expect(COLLEGE_MESSAGES.errorTitle).toBe('Error!');
    expect(COMPANY_MESSAGES.success).toBe('Your company details have been submitted successfully.');
    expect(COMPANY_MESSAGES.failure).toBe('Unable to submit company details.');
  });

  it('affiliate area', () => {
    expect(AFFILIATE_MESSAGES.registeredTitle).toBe('Application Submitted');
    expect(AFFILIATE_MESSAGES.registeredDefault).toBe('Thank you for applying!');
    expect(AFFILIATE_MESSAGES.registrationErrorTitle).toBe('Submission Error');
    expect(AFFILIATE_MESSAGES.registrationErrorDefault).toBe('An error occurred. Please try again.');
    expect(AFFILIATE_MESSAGES.loginNoToken).toBe('Login failed. No token or affiliate data received.');
    expect(AFFILIATE_MESSAGES.loginFailed).toBe('Login failed. Please check your credentials and try again.');
    expect(AFFILIATE_MESSAGES.resetCodeSent).toBe('Reset code sent successfully. Please check your email.');
    expect(AFFILIATE_MESSAGES.resetCodeFailed).toBe('Failed to send reset code. Please try again.');
    expect(AFFILIATE_MESSAGES.resetFailed).toBe('Password reset failed. Please check your code and try again.');
    expect(AFFILIATE_MESSAGES.resetSuccess).toBe('Password reset successfully. You can now log in.');
    expect(AFFILIATE_MESSAGES.jobPosted).toBe('Job posted successfully!');
    expect(AFFILIATE_MESSAGES.jobPostFailed).toBe('Failed to post job.');
    expect(AFFILIATE_MESSAGES.noJobsPosted).toBe('No jobs posted');
    expect(AFFILIATE_MESSAGES.noJobPostings).toBe('No job postings available.');
    expect(AFFILIATE_MESSAGES.noReferrals).toBe('No referrals available for this job.');
    expect(AFFILIATE_MESSAGES.referralsBadge(3)).toBe('3 Referrals');
    expect(AFFILIATE_MESSAGES.referralsBadge(1)).toBe('1 Referral');
    expect(AFFILIATE_MESSAGES.referralsBadge(0)).toBe('0 Referrals');
    expect(AFFILIATE_MESSAGES.profileLoadFailed).toBe('Failed to load profile information.');
    expect(AFFILIATE_MESSAGES.passwordChanged).toBe('Password changed successfully!');
    expect(AFFILIATE_MESSAGES.passwordChangeFailed).toBe('Failed to change password.');
    expect(PASSWORD_MESSAGES.minLength).toBe('Password must be at least 8 characters');
  });

  it('admin back office', () => {
    expect(ADMIN_MESSAGES.loginFailed).toBe('Login failed');
    expect(ADMIN_MESSAGES.otpSent).toBe('The OTP has been sent to the registered Gmail ID.');
    expect(ADMIN_MESSAGES.otpSendFailed).toBe('Error sending password reset code.');
    expect(ADMIN_MESSAGES.codeResent).toBe('Password reset code resent to your email.');
    expect(ADMIN_MESSAGES.codeResendFailed).toBe('Error resending password reset code.');
    expect(ADMIN_MESSAGES.resetSuccess).toBe('Password has been reset successfully.');
    expect(ADMIN_MESSAGES.resetFailed).toBe('Error resetting password.');
    expect(ADMIN_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(ADMIN_MESSAGES.docxNotSupported).toBe('Viewing .docx files in the browser is not supported.');
    expect(ADMIN_MESSAGES.noNotifications).toBe('No notifications');
    expect(ADMIN_MESSAGES.deleteJobPostsTitle).toBe('Delete Job Post(s)');
    expect(ADMIN_MESSAGES.confirmDeleteJobPosts).toBe("Are you sure? You can't undo this action afterwards.");
    expect(ADMIN_MESSAGES.confirmDeleteStudents).toBe(
      'Are you sure you want to delete the selected students? This action cannot be undone.',
    );
    expect(COMMON_MESSAGES.resendCodeIn(90)).toBe('Resend Code in 90s');
    expect(COMMON_MESSAGES.pageOf(2, 5)).toBe('Page 2 of 5');
  });

  it('API errors', () => {
    expect(API_MESSAGES).toMatchObject({
      unauthorized: 'Unauthorized',
      forbidden: 'Forbidden',
      notFound: 'Not found',
      fileTooLarge: 'File too large',
      unsupportedFileType: 'Unsupported file type',
      tooManyRequests: 'Too many requests',
    });
  });
});
