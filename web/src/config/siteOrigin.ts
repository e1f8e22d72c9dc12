import { siteOrigin } from '@careers/domain';

/** The site origin of canonical links (SITE_ORIGIN at build time; see vite.config.ts). */
export const SITE_ORIGIN = siteOrigin(import.meta.env.VITE_SITE_ORIGIN);
