/**
 * chosen: the snackbar that ends every admin action says what happened and how many, or
 * the server's reason (its `message`); these are the success texts, and the fallback when a
 * failure brings no reason.
 */

/** `3 notifications`, `1 notification`, `1 company`: a count and a plural noun, in the number it asks. */
export function countNoun(count: number, plural: string): string {
  const noun = count !== 1 ? plural : plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
  return `${count.toLocaleString('en-US')} ${noun}`;
}

export const FEEDBACK_MESSAGES = {
  jobPosted: 'Job posted',
  saved: 'Saved',
  deleted: (count: number, plural: string) => `${countNoun(count, plural.toLowerCase())} deleted`,
  markedRead: (count: number) => `${countNoun(count, 'notifications')} marked as read`,
  noneUnread: 'No unread notifications',
  moved: (count: number, stage: string) => `${countNoun(count, 'applications')} moved to ${stage}`,
  /** One application moved (the board, its own page), and whether its applicant was mailed. */
  movedOne: (name: string, stage: string, mailed: boolean) => `${name} moved to ${stage}${mailed ? '; the applicant was mailed' : ''}`,
  exported: (count: number, file: 'Excel' | 'PDF' | 'CSV') => `${countNoun(count, 'rows')} exported to ${file}`,
  studentReferred: (name: string) => `${name} was referred`,
  statusUpdated: 'Status updated',
  noteAdded: 'Note added',
  jobApproved: 'Job approved',
  jobsApproved: (count: number) => `${countNoun(count, 'jobs')} approved`,
  statusChanged: (count: number, status: 'draft' | 'open' | 'closed') =>
    `${countNoun(count, 'jobs')} ${status === 'closed' ? 'closed' : status === 'open' ? 'opened' : 'made drafts'}`,
  duplicated: 'Job duplicated as a draft',
  jobRejected: 'Job rejected',
  /** A job's placement fee, in the Indian format (formatPaise). */
  feeSaved: (fee: string) => `Placement fee set to ${fee}`,
  jobApprovedWithFee: (fee: string) => `Job approved with a placement fee of ${fee}`,
  /** When a failure brings no reason of the server's. */
  failed: 'That did not work. Try again.',
} as const;

/** chosen: the button marking every unread notification read (the bell's and the list's). */
export const MARK_ALL_READ = 'Mark all read';
