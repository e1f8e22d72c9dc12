import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortDirection, type GridSortModel } from '@mui/x-data-grid';
import { memo, useCallback, useMemo, useRef } from 'react';
import { cellText } from './formatters';
import { GridCheckbox } from './GridCheckbox';
import type { ResourceConfig, ResourceRow } from './types';
import { sortableFields } from './listView';
import type { ResourceList } from './useResourceList';
import { HIGHLIGHTED_ROW, useHighlightedRow } from './useHighlightedRow';

/** What the grid holds for one row of the current page: the row itself and its S.No. */
interface GridRow {
  _id: string;
  serial: number;
  row: ResourceRow;
  /** The row a link asked to show: in the row's data, so the grid renders the row again when it changes. */
  highlighted: boolean;
}

const highlightedClass = ({ row }: { row: GridRow }) => (row.highlighted ? HIGHLIGHTED_ROW : '');

/** `current` is the latest list: row actions read it when they render. */
type ListRef = { readonly current: ResourceList };

/**
 * Built once per screen (and sort options): the S.No travels with each grid row, so a page change
 * keeps these columns. A paged list's columns in `sortable` sort on the server by their header.
 */
function gridColumns(config: ResourceConfig, list: ListRef, sortable: ReadonlySet<string>): GridColDef<GridRow>[] {
  const columns: GridColDef<GridRow>[] = config.columns.map((column) => ({
    field: column.serial ? '__serial' : column.field,
    headerName: column.header,
    sortable: !column.serial && sortable.has(column.field),
    ...(column.width ? { width: column.width } : { flex: 1, minWidth: 140 }),
    valueGetter: (_value, { row, serial }) => cellText(column, row, serial),
    ...(column.render ? { renderCell: ({ row }) => column.render!(row.row) } : {}),
  }));
  const actions = config.rowActions;
  if (actions)
    columns.push({
      field: '__actions',
      headerName: 'Action',
      width: 160,
      sortable: false,
      renderCell: ({ row }) => actions(row.row, list.current),
    });
  return columns;
}

const rowId = (row: GridRow) => row._id;
const SORT_ORDER: GridSortDirection[] = ['desc', 'asc'];
const NO_SORT: GridSortModel = [];
const autoRowHeight = () => 'auto' as const;
const GRID_SLOTS = { baseCheckbox: GridCheckbox };
const GRID_SX = {
  bgcolor: 'background.paper',
  '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', wordBreak: 'break-word' },
  [`& .${HIGHLIGHTED_ROW}`]: { bgcolor: 'warning.light', outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 },
} as const;

interface GridProps {
  list: ListRef;
  config: ResourceConfig;
  pageRows: readonly ResourceRow[];
  firstSerial: number;
  /** The ids of the page's rows that are selected. */
  pageSelection: ReadonlySet<string>;
  onPageSelection: (ids: ReadonlySet<string>) => void;
  /** A paged list's sort: the fields it may take now (', '-joined), the current one, and the change. */
  sortableKey: string;
  sort: GridSortModel;
  onSort?: (model: GridSortModel) => void;
  /** The row a link asked to show (HIGHLIGHT_PARAM), marked and scrolled to. */
  highlight?: string;
}

/**
 * The DataGrid only ever holds the current page (paging, search and the selection across pages are
 * the list's), so its work per keystroke or page change stays the same however long the list is.
 * Memoised: it renders again only when the page's rows or their selection change.
 */
const PageGrid = memo(function PageGrid({
  list,
  config,
  pageRows,
  firstSerial,
  pageSelection,
  onPageSelection,
  sortableKey,
  sort,
  onSort,
  highlight,
}: GridProps) {
  const columns = useMemo(() => gridColumns(config, list, new Set(sortableKey.split(','))), [config, list, sortableKey]);
  const rows = useMemo(
    () => pageRows.map((row, index): GridRow => ({ _id: row._id, serial: firstSerial + index, row, highlighted: row._id === highlight })),
    [pageRows, firstSerial, highlight],
  );
  const selectionModel = useMemo<GridRowSelectionModel>(() => ({ type: 'include', ids: new Set(pageSelection) }), [pageSelection]);
  const onSelection = useCallback(
    (model: GridRowSelectionModel) => {
      const pageIds = pageRows.map((row) => row._id);
      onPageSelection(
        new Set(model.type === 'include' ? pageIds.filter((id) => model.ids.has(id)) : pageIds.filter((id) => !model.ids.has(id))),
      );
    },
    [pageRows, onPageSelection],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      getRowId={rowId}
      checkboxSelection
      disableRowSelectionOnClick
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={onSelection}
      disableColumnMenu
      disableColumnFilter
      {...(onSort
        ? { sortingMode: 'server' as const, sortModel: sort, onSortModelChange: onSort, sortingOrder: SORT_ORDER }
        : { disableColumnSorting: true })}
      hideFooter
      autoHeight
      getRowHeight={autoRowHeight}
      getRowClassName={highlightedClass}
      slots={GRID_SLOTS}
      sx={GRID_SX}
    />
  );
});

/** A paged list's sort as the grid's model (`-field`: descending). */
const sortModelOf = (sort: string): GridSortModel => [{ field: sort.replace(/^-/, ''), sort: sort.startsWith('-') ? 'desc' : 'asc' }];

/** The current page of a resource list on MUI's DataGrid; its header checkbox selects the page. */
export function ResourceTable({ list }: { list: ResourceList }) {
  const latest = useRef(list);
  latest.current = list;
  const { config, view, changeView, pageRows, positionOf, pageSelection, setPageSelection } = list;
  const { paging } = config;
  // A new set only when the page's selection really changed, so the grid skips renders for other state.
  const shown = useRef(pageSelection);
  if (!sameIds(shown.current, pageSelection)) shown.current = pageSelection;
  const sortableKey = paging ? sortableFields(paging, view).join(',') : '';
  const sortModel = useMemo(() => (paging ? sortModelOf(view.sort ?? `-${paging.dateField}`) : NO_SORT), [paging, view.sort]);
  const onSort = useCallback(
    (model: GridSortModel) => {
      const [first] = model;
      if (!first || !paging) return;
      const sort = `${first.sort === 'desc' ? '-' : ''}${first.field}`;
      changeView({ sort: sort === `-${paging.dateField}` ? undefined : sort });
    },
    [paging, changeView],
  );
  const highlight = useHighlightedRow(pageRows);
  return (
    <PageGrid
      list={latest}
      config={config}
      pageRows={pageRows}
      firstSerial={positionOf(0)}
      pageSelection={shown.current}
      onPageSelection={setPageSelection}
      sortableKey={sortableKey}
      sort={sortModel}
      onSort={paging ? onSort : undefined}
      highlight={highlight}
    />
  );
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));
