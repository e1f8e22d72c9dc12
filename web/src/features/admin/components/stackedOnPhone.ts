import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visuallyHidden';

/**
 * sx for a wide table that becomes one block per row below the md breakpoint, so a phone never
 * scrolls it sideways: the header row stays for screen readers only, and each cell with a
 * `data-label` shows that column name beside its value.
 */
export const stackedOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    display: 'block',
    minWidth: 0,
    '& > thead': visuallyHidden,
    '& > tbody, & > tbody > tr': { display: 'block' },
    '& > tbody > tr': { borderBottom: `1px solid ${theme.palette.divider}` },
    '& > tbody > tr > td': { display: 'block', borderBottom: 0, padding: theme.spacing(0.75, 1.5) },
    '& > tbody > tr > td[data-label]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(6.5rem, 38%) minmax(0, 1fr)',
      gap: theme.spacing(1),
      overflowWrap: 'anywhere',
      '&::before': { content: 'attr(data-label)', fontWeight: 700 },
    },
  },
});
