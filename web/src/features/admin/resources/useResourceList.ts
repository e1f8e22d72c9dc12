import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resourceListQueryOptions, useDeleteResourceRows } from './api';
import type { ExportFormat } from './exportRows';
import { filterRows, searchTexts } from './filterRows';
import type { ResourceConfig, ResourceRow } from './types';
import { useRefetchOnChange } from './useRefetchOnChange';

const NO_ROWS: ResourceRow[] = [];
/**
 * The state of one admin list screen: rows (fetched, optionally polled), search and filters,
 * client-side pages, a selection kept across pages and refreshes, delete with confirmation and
 * the exports.
 */
export function useResourceList<Row extends ResourceRow = ResourceRow>(config: ResourceConfig<Row>) {
  const resource = config as unknown as ResourceConfig;
  const [searchParams] = useSearchParams();
  const listParams = useMemo(() => config.listParams?.(searchParams), [config, searchParams]);
  const query = useQuery({ ...resourceListQueryOptions(resource, listParams), refetchInterval: config.changes ? false : config.pollMs });
  useRefetchOnChange(config.changes, config.pollMs, query.refetch);
  const rows = (query.data ?? NO_ROWS) as Row[];
  const remove = useDeleteResourceRows(resource);

  const [search, setSearchText] = useState('');
  const [filters, setFilterValues] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [confirming, setConfirming] = useState(false);
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [dialog, setDialog] = useState<{ kind: string; row?: Row } | null>(null);

  useEffect(() => {
    if (query.error) console.error(`Failed to load ${config.label}`, query.error);
  }, [query.error, config.label]);

  const texts = useMemo(() => searchTexts(rows, config.searchFields), [rows, config.searchFields]);
  const filtered = useMemo(
    () => filterRows(rows, texts, search, config.filters ?? [], filters),
    [rows, texts, search, filters, config.filters],
  );

  const pages = Math.max(1, Math.ceil(filtered.length / config.pageSize));
  const currentPage = Math.min(page, pages);
  const pageRows = useMemo(
    () => filtered.slice((currentPage - 1) * config.pageSize, currentPage * config.pageSize),
    [filtered, currentPage, config.pageSize],
  );
  /** The 1-based S.No of the row at `rowIndexOnPage` of the current page. */
  const positionOf = useCallback(
    (rowIndexOnPage: number) => (currentPage - 1) * config.pageSize + rowIndexOnPage + 1,
    [currentPage, config.pageSize],
  );

  // Ids of rows that are gone after a refresh drop out of the selection; the others stay.
  const selection = useMemo(() => {
    if (!selected.size) return selected;
    const present = new Set(rows.map((row) => row._id));
    return new Set([...selected].filter((id) => present.has(id)));
  }, [rows, selected]);
  const selectedRows = useMemo(() => rows.filter((row) => selection.has(row._id)), [rows, selection]);
  const allFilteredSelected = filtered.length > 0 && filtered.every((row) => selection.has(row._id));

  const setSearch = useCallback((text: string) => {
    setSearchText(text);
    setPage(1);
  }, []);
  const setFilter = useCallback((id: string, value: string) => {
    setFilterValues((current) => ({ ...current, [id]: value }));
    setPage(1);
  }, []);
  /** The selected ids among the current page's rows become exactly `ids`. */
  const setPageSelection = useCallback(
    (ids: ReadonlySet<string>) =>
      setSelected((current) => {
        const next = new Set(current);
        for (const row of pageRows) next.delete(row._id);
        for (const id of ids) next.add(id);
        return next;
      }),
    [pageRows],
  );
  const toggleAllAcrossPages = useCallback(() => {
    setSelected(allFilteredSelected ? new Set() : new Set(filtered.map((row) => row._id)));
  }, [allFilteredSelected, filtered]);

  const askDelete = useCallback(() => setConfirming(true), []);
  const cancelDelete = useCallback(() => setConfirming(false), []);
  const confirmDelete = useCallback(async () => {
    const ids = [...selection];
    try {
      await remove.mutateAsync(ids);
      setSelected(new Set());
    } catch (error) {
      console.error(`Failed to delete ${config.label}`, error);
    } finally {
      setConfirming(false);
    }
  }, [selection, remove, config.label]);

  const exportAs = useCallback(
    async (format: ExportFormat) => {
      setExporting(format);
      try {
        const { exportRows } = await import('./exportRows');
        await exportRows(format, resource, selectedRows.length ? selectedRows : pageRows);
      } catch (error) {
        console.error(`Failed to export ${config.label}`, error);
      } finally {
        setExporting(null);
      }
    },
    [resource, selectedRows, pageRows, config.label],
  );

  return {
    config,
    listParams,
    rows,
    filtered,
    pageRows,
    positionOf,
    loading: query.isPending,
    error: query.error,
    refresh: () => void query.refetch(),
    search,
    setSearch,
    filters,
    setFilter,
    page: currentPage,
    pages,
    setPage: (next: number) => setPage(Math.min(Math.max(1, next), pages)),
    selection,
    selectedRows,
    setPageSelection,
    clearSelection: () => setSelected(new Set()),
    allFilteredSelected,
    toggleAllAcrossPages,
    confirming,
    askDelete,
    cancelDelete,
    confirmDelete,
    deleting: remove.isPending,
    exporting,
    exportAs,
    /** The open dialog of the screen (its kind, and the row it is about), if any. */
    dialog,
    openDialog: (kind: string, row?: Row) => setDialog({ kind, row }),
    closeDialog: () => setDialog(null),
  };
}

export type ResourceList<Row extends ResourceRow = ResourceRow> = ReturnType<typeof useResourceList<Row>>;
