import { PATHS } from '../../../config/paths';
import type { NavLink } from '../../../config/navigation';

export const CONNECT_WITH_US: NavLink = { label: 'Connect With Us', to: PATHS.contact };
