import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminQueryKey } from '../../api/queryKeys';
import type { ListScope, ListScopeState, ScopeOption } from '../types';

/**
 * A scoped list's heading and picker: the value shown named ('Applications for Backend Developer'),
 * or said unknown; the picker finds others by name and offers every value's rows ('All jobs').
 */
export function ScopeBar({ scope, state, path }: { scope: ListScope; state: ListScopeState; path: string }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const searched = useDeferredValue(text.trim());
  const options = useQuery({
    queryKey: adminQueryKey('scope-options', scope.param, searched),
    queryFn: ({ signal }) => scope.search(searched, signal),
    staleTime: 30_000,
  });
  const all: ScopeOption = { value: '', label: scope.allLabel };
  const current = state.kind === 'one' ? state.option : state.kind === 'all' ? all : null;
  const choices = [
    all,
    ...(options.data ?? []).filter((option) => option.value !== current?.value),
    ...(current && current !== all ? [current] : []),
  ];
  const choose = (option: ScopeOption | null) => {
    if (!option) return;
    navigate(option.value ? `${path}?${new URLSearchParams({ [scope.param]: option.value })}` : path);
  };
  return (
    <Stack spacing={1.5} sx={{ mb: 2 }}>
      {state.kind === 'one' && (
        <Typography variant="h6" component="h2" data-testid="scope-heading">
          {scope.heading(state.option)}
        </Typography>
      )}
      {state.kind === 'unknown' && (
        <Alert severity="warning" data-testid="scope-unknown">
          {scope.unknown(state.value)}
        </Alert>
      )}
      <Autocomplete
        options={choices}
        value={current}
        onChange={(_event, option) => choose(option)}
        onInputChange={(_event, value, reason) => setText(reason === 'input' ? value : '')}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.value === value.value}
        filterOptions={(all) => all}
        loading={options.isFetching}
        size="small"
        sx={{ maxWidth: 420 }}
        renderInput={(params) => <TextField {...params} label={scope.label} />}
      />
    </Stack>
  );
}
