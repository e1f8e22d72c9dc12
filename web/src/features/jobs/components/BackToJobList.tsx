import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { JOB_LIST_PAGE_PATH } from '@careers/domain';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LIST_RETURN_KEY } from '../useJobListView';

/**
 * Back to the job list as the reader left it (its search, filters and page, kept by the list in
 * this tab's session storage); the list's first page when they came from elsewhere. The server's
 * HTML links to the first page; the link is set once the page is live.
 */
export function BackToJobList() {
  const [to, setTo] = useState(JOB_LIST_PAGE_PATH);
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(LIST_RETURN_KEY);
      if (saved?.startsWith(`${JOB_LIST_PAGE_PATH}`)) setTo(saved);
    } catch {
      // Storage refused: the first page.
    }
  }, []);
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 2, minHeight: 44, ml: -1 }} data-testid="back-to-jobs">
      Back to job list
    </Button>
  );
}
