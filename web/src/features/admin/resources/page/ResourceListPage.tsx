import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../../../../components/PageTitle';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { ResourcePager } from '../table/ResourcePager';
import { ResourceTable } from '../table/ResourceTable';
import { ResourceToolbar } from './ResourceToolbar';
import { LIST_HEADING_ID, UndoSnackbar } from './UndoSnackbar';
import type { ResourceConfig, ResourceList } from '../types';
import { useResourceList } from '../data/useResourceList';
import { PageLoading } from '../../components/PageLoading';
import { ADMIN_LIST_MESSAGES } from '@careers/domain';
import { emptyTextOf } from '../table/listLayout';
import { ScopeBar } from '../scope/ScopeBar';
import { useListScope } from '../scope/useListScope';
import type { ListScopeState } from '../types';

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

/** No rows: what the list holds and what to do, or that the search and filters match none. */
function EmptyList({ list, scope }: { list: ResourceList; scope: ListScopeState }) {
  const { view } = list;
  const narrowed = Boolean(view.q.trim() || view.from || view.to || Object.values(view.filters).some(Boolean));
  return (
    <Alert severity="info" data-testid="list-empty" sx={{ my: 1 }}>
      {narrowed ? ADMIN_LIST_MESSAGES.noMatches : emptyTextOf(list.config, scope)}
    </Alert>
  );
}

/** The one admin list screen: every resource of the registry renders through it. */
export default function ResourceListPage({ config }: { config: ResourceConfig }) {
  const list = useResourceList(config);
  const scope = useListScope(config.scope, config.paging?.pathFilter?.all);
  const Dialogs = config.Dialogs;
  const Summary = config.Summary;
  const empty = list.total === 0 && list.pageRows.length === 0 && !list.fetchingPage;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }} data-list={config.bulkList ?? config.definition}>
      <PageTitle title={config.title} />
      <Typography variant="h4" component="h1" id={LIST_HEADING_ID} tabIndex={-1} sx={{ mb: 3, fontWeight: 700 }}>
        {config.title}
      </Typography>
      {config.scope && <ScopeBar scope={config.scope} state={scope} path={config.path} />}
      <ResourceToolbar list={list} />
      {Summary && <Summary list={list} />}
      {list.loading ? (
        <PageLoading />
      ) : list.error && !list.rows.length ? (
        <Alert severity="error" data-testid="list-error">
          Could not load {config.label.toLowerCase()}.
        </Alert>
      ) : (
        <>
          {/* Above the table: the grid measures its rows' heights after they render, so a pager
              below it could move between a press and its release, and the press would be lost. */}
          <ResourcePager list={list} />
          {list.paged && (
            <Box sx={{ height: 4 }}>
              {list.fetchingPage && <LinearProgress aria-label="Loading the page" data-testid="list-fetching" />}
            </Box>
          )}
          {empty ? <EmptyList list={list} scope={scope} /> : <ResourceTable list={list} />}
        </>
      )}
      {Dialogs && <Dialogs list={list} />}
      <ConfirmActionDialog
        open={list.confirming}
        title={config.confirmDelete.title}
        text={list.deleteText}
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
