/** Every public route of spec section 2, with a text the page must show. */
export const ROUTES: Array<[path: string, mustShow: string]> = [
  ['/', 'Campus to Cubicle'],
  ['/services/oncampus', 'Talent Pipeline'],
  ['/services/offcampus', 'Recruitment Fairs'],
  ['/services/seminar', 'Interview Preparation'],
  ['/services/counselling', 'Government Job'],
  ['/services/workforce', 'Thorough Candidate Evaluation'],
  ['/services/careercraft', '1:1 Mentorship'],
  ['/jobs', 'Current Openings'],
  ['/jobs/current-opening', 'Apply Now'],
  ['/jobs/post-resume', 'Submit'],
  ['/employer', 'Four ways to hire with us'],
  ['/company-form', 'Submit Your Company Details'],
  ['/college', '120+'],
  ['/college-form', 'Upcoming Student Engagements'],
  ['/campus-to-cubicle', 'For Colleges'],
  ['/contact', 'Bengaluru, Karnataka, India'],
  ['/affiliate', 'Empower Careers Together'],
  ['/affiliate-form', 'Join as an Affiliate'],
  ['/affiliate-login', 'Affiliate Sign In'],
  ['/privacy', 'How we handle your personal data'],
  ['/no/such/page', 'Page Not Found'],
];

/** A text `path` must show, from ROUTES. */
export function mustShowOn(path: string): string | undefined {
  return ROUTES.find(([route]) => route === path)?.[1];
}

/** The file name of a route's full-page screenshot at a viewport. */
export function routeScreenshotName(viewportName: string, path: string): string {
  return `${viewportName}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}`;
}
