import type { CompanyLogoId } from './companyLogos';

export interface HiringCompany {
  name: string;
  logo: CompanyLogoId;
}

/** Static sample content for the scrolling strip of hiring companies (fictional names). */
export const HIRING_COMPANIES: readonly HiringCompany[] = [
  { name: 'Kaveri Systems', logo: 'kaveri' },
  { name: 'BlueLotus Analytics', logo: 'bluelotus' },
  { name: 'Sahyadri Motors', logo: 'sahyadri' },
  { name: 'Indus Fintech', logo: 'indus' },
  { name: 'Ganga Healthcare', logo: 'ganga' },
  { name: 'Nilgiri Cloud', logo: 'nilgiri' },
  { name: 'Tarang Media', logo: 'tarang' },
  { name: 'Pragati Infra', logo: 'pragati' },
  { name: 'Deccan Robotics', logo: 'deccan' },
  { name: 'Saffron Retail', logo: 'saffron' },
  { name: 'Konark Energy', logo: 'konark' },
  { name: 'Meghdoot Logistics', logo: 'meghdoot' },
];
