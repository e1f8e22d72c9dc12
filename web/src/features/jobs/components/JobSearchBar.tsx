import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { memo, useState, type FormEvent } from 'react';
import { SuggestField } from '../../../components/forms/SuggestField';
import { useHydrated } from '../../../hooks/useHydrated';
import { useLocationSuggestions } from '../api/locationSuggestions';
import type { JobSearch } from '../jobList';
import { brandColors } from '../../../config/theme';

/**
 * Job name and location boxes (location with server suggestions) and the Search button; Enter
 * searches too. The boxes show `search`, the search the list shows (the URL's), again whenever it
 * changes (a search, the browser's back). Memoised: the list arriving or paging does not re-render them.
 */
export const JobSearchBar = memo(function JobSearchBar({ search, onSearch }: { search: JobSearch; onSearch: (search: JobSearch) => void }) {
  // Prerendered: no input before hydration (it would be lost).
  const hydrated = useHydrated();
  const [jobName, setJobName] = useState(search.jobName);
  const [location, setLocation] = useState(search.location);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setJobName(search.jobName);
    setLocation(search.location);
  }
  const suggestions = useLocationSuggestions(location);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch({ jobName, location });
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Search jobs"
      onSubmit={submit}
      noValidate
      elevation={0}
      sx={{
        p: { xs: 2, md: 2.5 },
        border: `1px solid ${brandColors.border}`,
        borderRadius: 4,
        boxShadow: '0 20px 45px -30px rgba(15,23,42,.45)',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
        alignItems: 'center',
      }}
    >
      <TextField
        id="job-name-search"
        label="Job name"
        placeholder="e.g. Developer"
        value={jobName}
        onChange={(event) => setJobName(event.target.value)}
        disabled={!hydrated}
        slotProps={{ htmlInput: { 'data-testid': 'job-name-search' } }}
      />
      <SuggestField
        id="location-search"
        label="Location"
        placeholder="e.g. Bengaluru"
        value={location}
        onChange={setLocation}
        options={suggestions}
        disabled={!hydrated}
        testId="location-search"
      />
      <Box>
        <Button
          type="submit"
          disabled={!hydrated}
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ width: { xs: '100%', md: 'auto' }, py: 1.6 }}
        >
          Search
        </Button>
      </Box>
    </Paper>
  );
});
