import type { JobFields } from '@careers/domain';

/** Demo content for the local stack: sample jobs across Indian cities, and the demo sign-ins. */

export const DEMO_ADMIN = { email: 'admin@careers.local', password: 'Admin@12345', displayName: 'Demo Admin' } as const;
/** A back-office account with the recruiter role (domain/src/accounts.ts): jobs, applications and the pipeline only. */
export const DEMO_RECRUITER = { email: 'recruiter@careers.local', password: 'Recruiter@123', displayName: 'Demo Recruiter' } as const;
export const DEMO_AFFILIATE = {
  email: 'affiliate@careers.local',
  password: 'Affiliate@123',
  profile: {
    fullName: 'Priya Sharma',
    email: 'affiliate@careers.local',
    phoneNumber: '9876543210',
    companyName: 'TalentBridge Consulting',
    companyEmail: 'hello@talentbridge.example',
    designation: 'Senior Recruiter',
  },
} as const;

const CITIES = [
  'Bengaluru',
  'Hyderabad',
  'Chennai',
  'Pune',
  'Mumbai',
  'Delhi',
  'Noida',
  'Gurugram',
  'Kolkata',
  'Ahmedabad',
  'Kochi',
  'Mysuru',
];

const ROLES = [
  { title: 'Frontend Developer', department: 'Engineering', roleCategory: 'React, TypeScript, CSS', salary: '6-10 LPA' },
  { title: 'Backend Developer', department: 'Engineering', roleCategory: 'Node.js, SQL, REST APIs', salary: '7-12 LPA' },
  { title: 'Data Analyst', department: 'Analytics', roleCategory: 'SQL, Excel, Power BI', salary: '5-8 LPA' },
  { title: 'QA Engineer', department: 'Quality', roleCategory: 'Selenium, Manual Testing', salary: '4-7 LPA' },
  { title: 'Customer Support Executive', department: 'Operations', roleCategory: 'Communication, CRM', salary: '2.5-4 LPA' },
  { title: 'Sales Associate', department: 'Sales', roleCategory: 'B2B Sales, Negotiation', salary: '3-5 LPA' },
  { title: 'HR Recruiter', department: 'Human Resources', roleCategory: 'Sourcing, Screening', salary: '3-6 LPA' },
  { title: 'Digital Marketing Executive', department: 'Marketing', roleCategory: 'SEO, Google Ads', salary: '3.5-6 LPA' },
  { title: 'Graduate Engineer Trainee', department: 'Manufacturing', roleCategory: 'Mechanical, AutoCAD', salary: '3-4.5 LPA' },
  { title: 'Accounts Executive', department: 'Finance', roleCategory: 'Tally, GST', salary: '3-5 LPA' },
  { title: 'DevOps Engineer', department: 'Engineering', roleCategory: 'AWS, Docker, CI/CD', salary: '8-14 LPA' },
  { title: 'Business Development Intern', department: 'Sales', roleCategory: 'Lead Generation', salary: '15k/month stipend' },
];

const EXPERIENCE = ['Fresher', '0-1 years', '1-3 years', '2-4 years', '3-5 years'];
const EMPLOYMENT = ['Full Time', 'Full Time', 'Internship', 'Contract'];

export function demoJobs(count = 36): JobFields[] {
  return Array.from({ length: count }, (_, i) => {
    const role = ROLES[i % ROLES.length]!;
    const city = CITIES[(i * 5) % CITIES.length]!;
    return {
      jobId: `JOB${String(1001 + i)}`,
      title: role.title,
      location: city,
      salary: role.salary,
      experience: EXPERIENCE[i % EXPERIENCE.length]!,
      jobDescription: `Join a growing ${role.department.toLowerCase()} team in ${city} as a ${role.title}. You will work with experienced mentors on real projects, with clear goals and a structured onboarding plan.`,
      department: role.department,
      jobRole: role.title,
      roleCategory: role.roleCategory,
      employmentType: EMPLOYMENT[i % EMPLOYMENT.length]!,
      education: i % 3 === 0 ? 'Any Graduate' : 'B.E./B.Tech or equivalent',
      englishLevel: i % 2 === 0 ? 'Good English' : 'Fluent English',
      gender: 'Any',
    };
  });
}

export const DEMO_AFFILIATE_JOBS = [
  {
    jobTitle: 'Field Sales Executive',
    skillset: 'Sales, Two-wheeler',
    experience: '0-2 years',
    location: 'Bengaluru',
    domain: 'Sales',
    salary: '3 LPA',
  },
  {
    jobTitle: 'Java Developer',
    skillset: 'Java, Spring Boot',
    experience: '2-4 years',
    location: 'Hyderabad',
    domain: 'IT',
    salary: '9 LPA',
  },
  {
    jobTitle: 'Telecaller',
    skillset: 'Hindi, Kannada, English',
    experience: 'Fresher',
    location: 'Mysuru',
    domain: 'BPO',
    salary: '2.2 LPA',
  },
  {
    jobTitle: 'Nursing Assistant',
    skillset: 'Patient Care, GNM',
    experience: '1-3 years',
    location: 'Chennai',
    domain: 'Healthcare',
    salary: '2.8 LPA',
  },
];

/** Students referred to the demo affiliate's jobs (by index in DEMO_AFFILIATE_JOBS), at several stages (they applied to none, so the stage is the referral's own). */
export const DEMO_REFERRALS = [
  { job: 0, studentName: 'Arjun Mehta', email: 'arjun.mehta@example.com', stage: 'offer' },
  { job: 0, studentName: 'Kavya Reddy', email: 'kavya.reddy@example.com', stage: 'screening' },
  { job: 0, studentName: 'Rohan Das', email: 'rohan.das@example.com', stage: 'interview' },
  { job: 1, studentName: 'Sneha Iyer', email: 'sneha.iyer@example.com', stage: 'interview' },
  { job: 1, studentName: 'Vikram Singh', email: 'vikram.singh@example.com', stage: 'screening' },
  { job: 2, studentName: 'Ananya Gupta', email: 'ananya.gupta@example.com', stage: 'screening' },
] as const;

// Submissions the admin screens list (students, applications, colleges, companies, contacts).

export const DEMO_STUDENTS = [
  { name: 'Ananya Gowda', email: 'ananya.gowda@gmail.com', phone: '9845012345' },
  { name: 'Rahul Verma', email: 'rahul.verma@gmail.com', phone: '9900112233' },
  { name: 'Fatima Khan', email: 'fatima.khan@gmail.com', phone: '8123456789' },
  { name: 'Suresh Naidu', email: 'suresh.naidu@gmail.com', phone: '7012345678' },
] as const;

/** Applications to the first demo jobs: [student index, job index]. */
export const DEMO_APPLICATIONS = [
  [0, 0],
  [1, 0],
  [2, 1],
  [3, 2],
  [1, 3],
] as const;

export const DEMO_COLLEGES = [
  {
    collegeName: 'Sri Jayachamarajendra College',
    location: 'Mysuru',
    polytechnicCourses: ['Diploma in Engineering'],
    ugCourses: ['BE', 'BCA'],
    pgCourses: ['MBA', 'MCA'],
    studentsStrengthPolytechnic: 240,
    studentsStrengthUG: 2100,
    studentsStrengthPG: 380,
    collegeEmail: 'placements@sjce.example.in',
    mobileNumber: '9845098450',
    placementSeasonDuration: { startDate: '2026-01-15', endDate: '2026-04-30' },
    upcomingEvents: 'Annual job fair in February',
    partnershipInterests: ['Campus Placement', 'Job Fairs'],
  },
  {
    collegeName: 'Deccan Institute of Commerce',
    location: 'Hyderabad',
    polytechnicCourses: ['No Courses Offered'],
    ugCourses: ['BBA', 'BBM'],
    pgCourses: ['MCom'],
    studentsStrengthPolytechnic: 0,
    studentsStrengthUG: 900,
    studentsStrengthPG: 120,
    collegeEmail: 'tpo@deccancommerce.example.in',
    mobileNumber: '9912345678',
    placementSeasonDuration: { startDate: '2026-02-01', endDate: '2026-05-15' },
    upcomingEvents: 'Soft-skills seminar',
    partnershipInterests: ['Seminar', 'Training Program'],
  },
] as const;

export const DEMO_COMPANIES = [
  {
    companyName: 'Kaveri Auto Components',
    industry: 'Automotive',
    location: {
      street: '14 Peenya Industrial Area',
      landmark: 'Near Metro Station',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincode: '560058',
    },
    companySize: 450,
    contactPerson: 'Meera Iyer',
    contactEmail: 'hr@kaveriauto.example.in',
    contactPhone: '9886012345',
    partnershipInterests: ['Campus Drives', 'Internship Programs'],
    additionalInfo: 'Hiring diploma holders for the new plant.',
  },
  {
    companyName: 'Lotus Fintech',
    industry: 'Financial Services',
    location: { street: '3rd Floor, Cyber Towers', landmark: '', state: 'Telangana', city: 'Hyderabad', pincode: '500081' },
    companySize: 120,
    contactPerson: 'Arjun Reddy',
    contactEmail: 'talent@lotusfintech.example.in',
    contactPhone: '9701234567',
    partnershipInterests: ['Staffing Solution', 'Employer Branding'],
    additionalInfo: '',
  },
] as const;

export const DEMO_CONTACTS = [
  { userType: 'student', name: 'Kavya Shetty', email: 'kavya.shetty@example.in', message: 'How do I update my resume after applying?' },
  {
    userType: 'campus',
    name: 'Prakash Joshi',
    email: 'prakash.joshi@college.example.in',
    message: 'We would like to plan a placement drive in March.',
  },
  {
    userType: 'company',
    name: 'Nisha Menon',
    email: 'nisha@startup.example.in',
    message: 'Can you source ten sales executives for Kochi?',
  },
] as const;
