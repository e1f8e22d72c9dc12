import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMMON_MESSAGES } from '@careers/domain';
import type { ResourceList } from './useResourceList';

/** Previous / 'Page X of Y' / Next under a resource table. */
export function ResourcePager({ list }: { list: ResourceList }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}>
      <Button onClick={() => list.setPage(list.page - 1)} disabled={list.page <= 1}>
        Previous
      </Button>
      <Typography data-testid="page-of" aria-live="polite">
        {COMMON_MESSAGES.pageOf(list.page, list.pages)}
      </Typography>
      <Button onClick={() => list.setPage(list.page + 1)} disabled={list.page >= list.pages}>
        Next
      </Button>
    </Stack>
  );
}
