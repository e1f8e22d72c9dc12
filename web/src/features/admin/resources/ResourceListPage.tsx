import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../components/PageTitle';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { ResourcePager } from './ResourcePager';
import { ResourceTable } from './ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import { UndoSnackbar } from './UndoSnackbar';
import type { ResourceConfig } from './types';
import { useResourceList, type ResourceList } from './useResourceList';
import { PageLoading } from '../components/PageLoading';

/** The confirmation and progress of a bulk action on the list's selected query. */
function QueryActionDialog({ list }: { list: ResourceList }) {
  const action = list.queryAction;
  return (
    <ConfirmActionDialog
      open={action !== null}
      title={action?.title ?? ''}
      text={action?.text ?? ''}
      count={action?.count}
      confirmLabel={action?.confirmLabel}
      busy={action?.phase === 'running'}
      progress={action ? { done: action.at.processed, total: action.total } : undefined}
      stopped={action?.phase === 'stopped'}
      onCancel={list.cancelQueryAction}
      onConfirm={list.runQueryAction}
    />
  );
}

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
          {list.paged && (
            <Box sx={{ height: 4 }}>
              {list.fetchingPage && <LinearProgress aria-label="Loading the page" data-testid="list-fetching" />}
            </Box>
          )}
          <ResourceTable list={list} />
          <ResourcePager list={list} />
        </>
      )}
      {Dialogs && <Dialogs list={list} />}
      <ConfirmActionDialog
        open={list.confirming}
        title={config.confirmDelete.title}
        text={config.confirmDelete.text}
        count={list.deleteCount}
        busy={list.deleting}
        onCancel={list.cancelDelete}
        onConfirm={list.confirmDelete}
      />
      <QueryActionDialog list={list} />
      <UndoSnackbar list={list} />
    </Box>
  );
}
