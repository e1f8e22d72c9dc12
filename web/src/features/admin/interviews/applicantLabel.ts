/** The interview's applicant as a link names it: an application may carry no name (an import, an erased record). */
export const applicantLabel = (row: { applicantName: string }) => row.applicantName.trim() || 'Unnamed applicant';
