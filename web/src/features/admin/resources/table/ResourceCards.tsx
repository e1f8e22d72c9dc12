import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { cellText } from './formatters';
import { cardLayoutOf } from './listLayout';
import type { ResourceColumn, ResourceRow, ResourceList } from '../types';

const shown = (column: ResourceColumn, row: ResourceRow, list: ResourceList) =>
  column.render ? column.render(row, list) : cellText(column, row);

/**
 * The current page as cards (below 600 px): each row's title line, its key fields, its controls and
 * actions, and its checkbox; one checkbox above selects the page, as the grid's header does.
 */
export function ResourceCards({ list }: { list: ResourceList }) {
  const { config, pageRows, pageSelection, setPageSelection } = list;
  const { title, fields, controls } = cardLayoutOf(config);
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => pageSelection.has(row._id));
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(pageSelection);
    if (checked) next.add(id);
    else next.delete(id);
    setPageSelection(next);
  };
  return (
    <Stack spacing={1} data-testid="resource-cards">
      <FormControlLabel
        control={
          <Checkbox
            checked={allOnPage}
            indeterminate={!allOnPage && pageSelection.size > 0}
            onChange={(event) => setPageSelection(new Set(event.target.checked ? pageRows.map((row) => row._id) : []))}
          />
        }
        label="Select this page"
      />
      {pageRows.map((row, index) => {
        const titleText = title ? cellText(title, row) : row._id;
        return (
          <Paper key={row._id} variant="outlined" data-testid="resource-card" data-id={row._id} sx={{ p: 1.5, display: 'flex', gap: 1 }}>
            <Checkbox
              checked={pageSelection.has(row._id)}
              onChange={(event) => toggle(row._id, event.target.checked)}
              slotProps={{ input: { 'aria-label': `Select ${titleText}` } }}
              sx={{ p: 0.5, alignSelf: 'flex-start' }}
            />
            <Box sx={{ minWidth: 0, flex: 1, overflowWrap: 'anywhere' }}>
              <Typography component="div" sx={{ fontWeight: 700 }} data-testid="card-title">
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, mr: 1 }}>
                  {list.positionOf(index)}.
                </Box>
                {title?.render ? title.render(row, list) : titleText}
              </Typography>
              <Box component="dl" sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}>
                {fields.map((column) => (
                  <Box key={column.field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.header}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                      {shown(column, row, list)}
                    </Typography>
                  </Box>
                ))}
              </Box>
              {(controls.length > 0 || config.rowActions) && (
                <Stack
                  direction="row"
                  useFlexGap
                  sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                  data-testid="card-actions"
                >
                  {controls.map((column) => (
                    <Box key={column.field} aria-label={column.header} role="group">
                      {shown(column, row, list)}
                    </Box>
                  ))}
                  {config.rowActions?.(row, list)}
                </Stack>
              )}
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
