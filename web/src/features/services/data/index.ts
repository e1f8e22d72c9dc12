import type { ServiceSlug } from '../../../config/paths';
import { careercraft } from './careercraft';
import { counselling } from './counselling';
import { offcampus } from './offcampus';
import { oncampus } from './oncampus';
import { seminar } from './seminar';
import type { ServicePageConfig } from './types';
import { workforce } from './workforce';

export const SERVICE_PAGES: Record<ServiceSlug, ServicePageConfig> = {
  oncampus,
  offcampus,
  seminar,
  counselling,
  workforce,
  careercraft,
};

export function servicePageOf(slug: string | undefined): ServicePageConfig | undefined {
  const key = slug?.toLowerCase();
  return key && Object.hasOwn(SERVICE_PAGES, key) ? SERVICE_PAGES[key as ServiceSlug] : undefined;
}
