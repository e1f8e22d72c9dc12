import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_LIST_MESSAGES, COMMON_MESSAGES } from '@careers/domain';
import type { ResourceList } from '../types';

/** Previous / 'Page X of Y' / Next above a resource table, and how many rows the list holds. */
export function ResourcePager({ list }: { list: ResourceList }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', mb: 1 }}>
      <Button onClick={list.previous} disabled={!list.hasPrevious}>
        Previous
      </Button>
      <Typography data-testid="page-of" aria-live="polite">
        {COMMON_MESSAGES.pageOf(list.page, list.pages)}
      </Typography>
      <Button onClick={list.next} disabled={!list.hasNext}>
        Next
      </Button>
      <Typography data-testid="list-total" color="text.secondary">
        {ADMIN_LIST_MESSAGES.total(list.total)}
      </Typography>
    </Stack>
  );
}
