/** Option lists of the forms and filters (public spec section 3, admin spec section 2). */

export const NO_COURSES_OFFERED = 'No Courses Offered';

export const POLYTECHNIC_COURSES = [
  NO_COURSES_OFFERED,
  'Diploma in Engineering',
  'Diploma in Pharmacy',
  'Polytechnic in Mechanical Engineering',
  'Polytechnic in Civil Engineering',
  'ITI in Electrical',
  'ITI in Fitter',
  'ITI in Welding',
  'ITI in Electronics',
] as const;

export const UG_COURSES = [
  NO_COURSES_OFFERED,
  'B.Tech',
  'BBA',
  'BSc',
  'BCA',
  'BE',
  'BA',
  'BBM',
  'PUC Science Combinations',
  'PUC Humanities Combinations',
  'PUC Commerce combinations',
  'B.Pharma',
  'D.Pharma',
] as const;

export const PG_COURSES = [NO_COURSES_OFFERED, 'M.Tech', 'MBA', 'MA', 'MCA', 'ME', 'MSc', 'MCom', 'M.Pharma'] as const;

export const COLLEGE_PARTNERSHIP_INTERESTS = ['Campus Placement', 'Seminar', 'Campus Branding', 'Job Fairs', 'Training Program'] as const;

export const COMPANY_PARTNERSHIP_INTERESTS = [
  'Campus Drives',
  'Staffing Solution',
  'Internship Programs',
  'Part of Job Fairs',
  'Employee Training Programs',
  'Employer Branding',
] as const;

export const USER_TYPES = ['student', 'campus', 'company'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const NOTIFICATION_TYPES = ['company', 'college', 'resume', 'contact'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
/** Labels of the admin type filter ('resume' notifications are shown as Student). */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  company: 'Company',
  college: 'College',
  resume: 'Student',
  contact: 'Contact',
};

export const NOTIFICATION_STATUSES = ['read', 'unread'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** States starting with `text`, case-insensitive, in list order. Leading spaces are ignored; empty text matches all. */
export function filterStatesByPrefix(text: string): IndianState[] {
  const prefix = text.trimStart().toLowerCase();
  return INDIAN_STATES.filter((state) => state.toLowerCase().startsWith(prefix));
}
