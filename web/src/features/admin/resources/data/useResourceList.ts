import { deleteCountLine, deleteDialogText, TRASH_MESSAGES } from '@careers/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resourceListQueryOptions, useDeleteResourceRows, type ListAnswer } from './api';
import { exportFilterOf } from '../export/exportFilter';
import { filterRows, searchTexts } from './filterRows';
import { matchQueryOf, pageQueryOf } from './listView';
import { kindOf, type ResourceConfig, type ResourceList, type ResourceRow } from '../types';
import { useListExport } from '../export/useListExport';
import { useListSelection } from '../selection/useListSelection';
import { useListView } from './useListView';
import type { QueryActionAsk } from './listActions';
import { useQueryAction } from './useQueryAction';
import { useRefetchOnChange } from './useRefetchOnChange';
import { useTrashUndo } from './useTrashUndo';

const NO_ANSWER: ListAnswer = { rows: [], total: 0, nextCursor: null };

/**
 * The state of one admin list screen. Its view (page, sort, search, filters, date range) lives in
 * the URL. A paged list (`config.paging`) asks the server for the current page only; the others
 * fetch every row (optionally polled) and page, search and filter in the browser. Then: a selection
 * kept across pages (or the whole query, on a paged list), delete with confirmation, bulk actions
 * by query with progress, and the exports.
 */
export function useResourceList<Row extends ResourceRow = ResourceRow>(config: ResourceConfig<Row>): ResourceList<Row> {
  const resource = config as unknown as ResourceConfig;
  const paged = Boolean(config.paging);
  const [searchParams] = useSearchParams();
  const listParams = useMemo(() => config.listParams?.(searchParams), [config, searchParams]);
  const { view, changeView, turn, showPage } = useListView(resource);
  const query = useQuery({
    ...resourceListQueryOptions(resource, listParams, paged ? pageQueryOf(view, config.pageSize) : undefined),
    placeholderData: paged ? keepPreviousData : undefined,
    refetchInterval: config.changes ? false : config.pollMs,
  });
  useRefetchOnChange(config.changes, config.pollMs, query.refetch);
  const answer = query.data ?? NO_ANSWER;
  const rows = answer.rows as Row[];
  const remove = useDeleteResourceRows(resource);

  const [confirming, setConfirming] = useState(false);
  const [dialog, setDialog] = useState<{ kind: string; row?: Row } | null>(null);

  useEffect(() => {
    if (query.error) console.error(`Failed to load ${config.label}`, query.error);
  }, [query.error, config.label]);

  const texts = useMemo(() => (paged ? [] : searchTexts(rows, config.searchFields)), [paged, rows, config.searchFields]);
  const filtered = useMemo(
    () => (paged ? rows : filterRows(rows, texts, view.q, config.filters ?? [], view.filters)),
    [paged, rows, texts, view.q, view.filters, config.filters],
  );
  const total = paged ? answer.total : filtered.length;
  const pages = Math.max(1, Math.ceil(total / config.pageSize));
  // The page whose rows are shown: while a paged list fetches another, the pager and S.No stay with the rows on screen.
  const [pageShown, setPageShown] = useState(view.page);
  if (!query.isPlaceholderData && pageShown !== view.page) setPageShown(view.page);
  const page = paged ? (query.isPlaceholderData ? pageShown : view.page) : Math.min(view.page, pages);
  const pageRows = useMemo(
    () => (paged ? rows : filtered.slice((page - 1) * config.pageSize, page * config.pageSize)),
    [paged, rows, filtered, page, config.pageSize],
  );
  /** The 1-based S.No of the row at `rowIndexOnPage` of the current page. */
  const positionOf = useCallback((rowIndexOnPage: number) => (page - 1) * config.pageSize + rowIndexOnPage + 1, [page, config.pageSize]);

  // A paged list whose page emptied (its rows were deleted) goes back to page 1.
  const pageEmptied = paged && !query.isPlaceholderData && query.isSuccess && rows.length === 0 && page > 1;
  useEffect(() => {
    if (pageEmptied) showPage(1, true);
  }, [pageEmptied, showPage]);

  const matchQuery = useMemo(() => ({ ...listParams, ...matchQueryOf(view) }), [listParams, view]);
  const selection = useListSelection({ paged, rows, filtered, pageRows, queryKey: JSON.stringify(matchQuery), total });
  const { querySelected, clearSelection } = selection;

  const afterQueryAction = useCallback(() => {
    clearSelection();
    showPage(1, true);
  }, [clearSelection, showPage]);
  const { queryAction, askQueryAction, cancelQueryAction, runQueryAction } = useQueryAction(resource, afterQueryAction);
  const askForQuery = useCallback(
    (action: QueryActionAsk) => askQueryAction(action, matchQuery, total),
    [askQueryAction, matchQuery, total],
  );

  const { undoState, offerUndo, undo, dismissUndo } = useTrashUndo();
  const kind = kindOf(config);
  /** The delete dialog's line naming how many of what ("Delete 155 notifications?"), and where they go (a list without bulk paths has no trash). */
  const countLine = useCallback(
    (count: number) => (config.bulkList ? deleteCountLine(count, config.bulkList) : TRASH_MESSAGES.deleteCount(count, kind)),
    [config.bulkList, kind],
  );
  const deleteCount = countLine(selection.selectedCount);
  const deleteText = deleteDialogText(config.confirmDelete.text, config.bulkList);
  const askDelete = useCallback(() => {
    if (!querySelected) return setConfirming(true);
    askForQuery({
      request: { action: 'delete' },
      title: config.confirmDelete.title,
      text: deleteText,
      count: countLine(total),
      confirmLabel: 'Delete',
      onDone: (processed, batches) => offerUndo(batches, processed),
    });
  }, [querySelected, askForQuery, config.confirmDelete.title, deleteText, countLine, total, offerUndo]);
  const cancelDelete = useCallback(() => setConfirming(false), []);
  const confirmDelete = useCallback(async () => {
    try {
      const { answer, trashBatch } = await remove.mutateAsync([...selection.selection]);
      clearSelection();
      if (trashBatch) offerUndo([trashBatch], answer.deleted ?? selection.selection.size);
    } catch (error) {
      console.error(`Failed to delete ${config.label}`, error);
    } finally {
      setConfirming(false);
    }
  }, [selection.selection, remove, clearSelection, config.label, offerUndo]);

  const exportRowsOf = selection.selectedRows.length ? selection.selectedRows : pageRows;
  const exportQuery = useMemo(
    () =>
      querySelected
        ? { params: listParams ?? {}, walk: { ...matchQueryOf(view), ...(view.sort ? { sort: view.sort } : {}) }, total }
        : null,
    [querySelected, listParams, view, total],
  );
  const exportFilter = useMemo(() => exportFilterOf(resource, view, listParams), [resource, view, listParams]);
  const { exporting, exportAs } = useListExport(resource, { rows: exportRowsOf, query: exportQuery, filter: exportFilter });

  return {
    config,
    paged,
    listParams,
    view,
    changeView,
    rows,
    /** The list's answer as the server gave it (a paged list's may carry more than its rows, e.g. totals). */
    answer,
    pageRows,
    positionOf,
    total,
    loading: query.isPending,
    fetchingPage: paged && query.isPlaceholderData,
    error: query.error,
    refresh: () => void query.refetch(),
    page,
    pages,
    // A page turn waits for the page shown: the next cursor is its answer's.
    hasNext: paged ? !query.isPlaceholderData && Boolean(answer.nextCursor) : page < pages,
    hasPrevious: page > 1 && !(paged && query.isPlaceholderData),
    next: () => (paged ? turn('next', answer.nextCursor ?? undefined) : showPage(page + 1)),
    previous: () => (paged ? turn('previous') : showPage(page - 1)),
    ...selection,
    confirming,
    askDelete,
    cancelDelete,
    confirmDelete,
    deleting: remove.isPending,
    deleteCount,
    deleteText,
    undoState,
    undo,
    dismissUndo,
    queryAction,
    askForQuery,
    cancelQueryAction,
    runQueryAction,
    exporting,
    exportAs,
    dialog,
    openDialog: (kind: string, row?: Row) => setDialog({ kind, row }),
    closeDialog: () => setDialog(null),
  };
}
