import bluelotus from '../../../assets/logos/bluelotus.svg';
import deccan from '../../../assets/logos/deccan.svg';
import ganga from '../../../assets/logos/ganga.svg';
import indus from '../../../assets/logos/indus.svg';
import kaveri from '../../../assets/logos/kaveri.svg';
import konark from '../../../assets/logos/konark.svg';
import meghdoot from '../../../assets/logos/meghdoot.svg';
import nilgiri from '../../../assets/logos/nilgiri.svg';
import pragati from '../../../assets/logos/pragati.svg';
import saffron from '../../../assets/logos/saffron.svg';
import sahyadri from '../../../assets/logos/sahyadri.svg';
import tarang from '../../../assets/logos/tarang.svg';

export interface HiringCompany {
  name: string;
  logo: string;
}

/** Static sample content for the scrolling strip of hiring companies (fictional names). */
export const HIRING_COMPANIES: readonly HiringCompany[] = [
  { name: 'Kaveri Systems', logo: kaveri },
  { name: 'BlueLotus Analytics', logo: bluelotus },
  { name: 'Sahyadri Motors', logo: sahyadri },
  { name: 'Indus Fintech', logo: indus },
  { name: 'Ganga Healthcare', logo: ganga },
  { name: 'Nilgiri Cloud', logo: nilgiri },
  { name: 'Tarang Media', logo: tarang },
  { name: 'Pragati Infra', logo: pragati },
  { name: 'Deccan Robotics', logo: deccan },
  { name: 'Saffron Retail', logo: saffron },
  { name: 'Konark Energy', logo: konark },
  { name: 'Meghdoot Logistics', logo: meghdoot },
];
