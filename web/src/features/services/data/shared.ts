import { PATHS } from '../../../app/paths';
import type { NavLink } from '../../layout/navigation';

export const CONNECT_WITH_US: NavLink = { label: 'Connect With Us', to: PATHS.contact };
