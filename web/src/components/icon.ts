import type SvgIcon from '@mui/material/SvgIcon';

/** The type of an icon imported by path, e.g. `import SchoolIcon from '@mui/icons-material/School'`. */
export type IconComponent = typeof SvgIcon;
