import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { ResourcePager } from './ResourcePager';
import { ResourceTable } from './ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import type { ResourceConfig } from './types';
import { useResourceList } from './useResourceList';
import { PageLoading } from '../components/PageLoading';

/** The one admin list screen: every resource of the registry renders through it. */
export default function ResourceListPage({ config }: { config: ResourceConfig }) {
  const list = useResourceList(config);
  const Dialogs = config.Dialogs;
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <PageTitle title={config.title} />
      <Typography variant="h4" component="h1" sx={{ mb: 3, fontWeight: 700 }}>
        {config.title}
      </Typography>
      <ResourceToolbar list={list} />
      {list.loading ? (
        <PageLoading />
      ) : list.error && !list.rows.length ? (
        <Alert severity="error" data-testid="list-error">
          Could not load {config.label.toLowerCase()}.
        </Alert>
      ) : (
        <>
          <ResourceTable list={list} />
          <ResourcePager list={list} />
        </>
      )}
      {Dialogs && <Dialogs list={list} />}
      <ConfirmDeleteDialog
        open={list.confirming}
        title={config.confirmDelete.title}
        text={config.confirmDelete.text}
        busy={list.deleting}
        onCancel={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
    </Box>
  );
}
