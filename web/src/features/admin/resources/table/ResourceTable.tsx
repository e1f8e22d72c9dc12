import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridRowSelectionModel,
  type GridSortDirection,
  type GridSortModel,
} from '@mui/x-data-grid';
import { memo, useCallback, useMemo, useRef } from 'react';
import { cellText } from './formatters';
import { GridCheckbox } from '../selection/GridCheckbox';
import { ACTIONS, CARDS_BELOW_PX, COLUMN_DEFAULT_WIDTH, COLUMN_MIN_WIDTH, headerMinWidth, tableSlotsOf, WIDE_FROM_PX } from './listLayout';
import { ResourceCards } from './ResourceCards';
import type { ResourceColumn, ResourceConfig, ResourceRow, ResourceList } from '../types';
import { sortableFields, viewSortOf } from '../data/listView';
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
 * keeps these columns. Every column flexes by its preferred width, never below its minimum, so the
 * spec's columns fit at 1280 px (cells and headers wrap); the row's actions follow its title column.
 * A paged list's columns in `sortable` sort on the server by their header.
 */
function gridColumns(config: ResourceConfig, list: ListRef, sortable: ReadonlySet<string>): GridColDef<GridRow>[] {
  const actions = config.rowActions;
  return tableSlotsOf(config).map((slot): GridColDef<GridRow> => {
    if (slot === ACTIONS)
      return {
        field: ACTIONS_FIELD,
        headerName: 'Action',
        width: config.actionsWidth ?? 96,
        sortable: false,
        renderCell: ({ row }) => actions!(row.row, list.current),
      };
    const column = slot;
    const width = column.width ?? COLUMN_DEFAULT_WIDTH;
    return {
      field: column.serial ? '__serial' : column.field,
      headerName: column.header,
      sortable: !column.serial && sortable.has(column.field),
      ...(column.serial ? { width: SERIAL_WIDTH } : { flex: width, minWidth: minWidthOf(column, config.paging?.dateField) }),
      valueGetter: (_value, { row, serial }) => cellText(column, row, serial),
      ...(column.render ? { renderCell: ({ row }) => column.render!(row.row, list.current) } : {}),
    };
  });
}

/** Its own minimum, and room for its header's longest word (and the arrow of the default sort, on the date). */
const minWidthOf = (column: ResourceColumn, dateField: string | undefined) =>
  Math.max(column.minWidth ?? COLUMN_MIN_WIDTH, headerMinWidth(column.header, column.field === dateField));

const ACTIONS_FIELD = '__actions';
const SERIAL_WIDTH = 60;

/** The `wide` columns hidden below WIDE_FROM_PX. */
function hiddenColumns(config: ResourceConfig, wide: boolean): GridColumnVisibilityModel {
  return wide ? {} : Object.fromEntries(config.columns.filter((column) => column.wide).map((column) => [column.field, false]));
}

const rowId = (row: GridRow) => row._id;
const SORT_ORDER: GridSortDirection[] = ['desc', 'asc'];
const NO_SORT: GridSortModel = [];
const autoRowHeight = () => 'auto' as const;
const GRID_SLOTS = { baseCheckbox: GridCheckbox };
// Cells and headers wrap at spaces (a word longer than its column, e.g. an email, breaks), in the
// dense table size, so a screen's columns fit side by side at 1280 px.
const GRID_SX = {
  bgcolor: 'background.paper',
  fontSize: '0.8125rem',
  '& .MuiDataGrid-cell': { py: 1, px: 0.75, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4 },
  '& .MuiDataGrid-columnHeader': { px: 0.75 },
  '& .MuiDataGrid-columnHeaderTitle': {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    textOverflow: 'clip',
    lineHeight: 1.2,
    fontWeight: 600,
  },
  [`& .${HIGHLIGHTED_ROW}`]: { bgcolor: 'warning.light', outline: '2px solid', outlineColor: 'warning.main', outlineOffset: -2 },
} as const;
const HEADER_HEIGHT = 64;

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
  /** Wide enough for the `wide` columns. */
  wide: boolean;
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
  wide,
}: GridProps) {
  const columns = useMemo(() => gridColumns(config, list, new Set(sortableKey.split(','))), [config, list, sortableKey]);
  const visibility = useMemo(() => hiddenColumns(config, wide), [config, wide]);
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
      columnVisibilityModel={visibility}
      columnHeaderHeight={HEADER_HEIGHT}
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

/**
 * The current page of a resource list on MUI's DataGrid (its header checkbox selects the page), or
 * as cards below CARDS_BELOW_PX; the selection, sort and page are the list's either way.
 */
export function ResourceTable({ list }: { list: ResourceList }) {
  const cards = useMediaQuery(`(max-width:${CARDS_BELOW_PX - 0.05}px)`, { noSsr: true });
  const wide = useMediaQuery(`(min-width:${WIDE_FROM_PX}px)`, { noSsr: true });
  return cards ? <ResourceCards list={list} /> : <ResourceGrid list={list} wide={wide} />;
}

function ResourceGrid({ list, wide }: { list: ResourceList; wide: boolean }) {
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
      changeView({ sort: viewSortOf(paging, sort) });
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
      wide={wide}
    />
  );
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));
