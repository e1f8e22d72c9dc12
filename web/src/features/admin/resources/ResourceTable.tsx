import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { memo, useCallback, useMemo, useRef } from 'react';
import { cellText } from './formatters';
import { GridCheckbox } from './GridCheckbox';
import type { ResourceConfig, ResourceRow } from './types';
import type { ResourceList } from './useResourceList';

/** What the grid holds for one row of the current page: the row itself and its S.No. */
interface GridRow {
  _id: string;
  serial: number;
  row: ResourceRow;
}

/** `current` is the latest list: row actions read it when they render. */
type ListRef = { readonly current: ResourceList };

/** Built once per screen: the S.No travels with each grid row, so a page change keeps these columns. */
function gridColumns(config: ResourceConfig, list: ListRef): GridColDef<GridRow>[] {
  const columns: GridColDef<GridRow>[] = config.columns.map((column) => ({
    field: column.serial ? '__serial' : column.field,
    headerName: column.header,
    ...(column.width ? { width: column.width } : { flex: 1, minWidth: 140 }),
    valueGetter: (_value, { row, serial }) => cellText(column, row, serial),
    ...(column.render ? { renderCell: ({ row }) => column.render!(row.row) } : {}),
  }));
  const actions = config.rowActions;
  if (actions)
    columns.push({ field: '__actions', headerName: 'Action', width: 160, renderCell: ({ row }) => actions(row.row, list.current) });
  return columns;
}

const rowId = (row: GridRow) => row._id;
const autoRowHeight = () => 'auto' as const;
const GRID_SLOTS = { baseCheckbox: GridCheckbox };
const GRID_SX = { bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', wordBreak: 'break-word' } } as const;

interface GridProps {
  list: ListRef;
  config: ResourceConfig;
  pageRows: readonly ResourceRow[];
  firstSerial: number;
  /** The ids of the page's rows that are selected. */
  pageSelection: ReadonlySet<string>;
  onPageSelection: (ids: ReadonlySet<string>) => void;
}

/**
 * The DataGrid only ever holds the current page (paging, search and the selection across pages are
 * the list's), so its work per keystroke or page change stays the same however long the list is.
 * Memoised: it renders again only when the page's rows or their selection change.
 */
const PageGrid = memo(function PageGrid({ list, config, pageRows, firstSerial, pageSelection, onPageSelection }: GridProps) {
  const columns = useMemo(() => gridColumns(config, list), [config, list]);
  const rows = useMemo(
    () => pageRows.map((row, index): GridRow => ({ _id: row._id, serial: firstSerial + index, row })),
    [pageRows, firstSerial],
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
      disableColumnSorting
      disableColumnFilter
      hideFooter
      autoHeight
      getRowHeight={autoRowHeight}
      slots={GRID_SLOTS}
      sx={GRID_SX}
    />
  );
});

/** The current page of a resource list on MUI's DataGrid; its header checkbox selects the page. */
export function ResourceTable({ list }: { list: ResourceList }) {
  const latest = useRef(list);
  latest.current = list;
  const { config, pageRows, positionOf, selection, setPageSelection } = list;
  const pageSelection = useMemo(
    () => new Set(pageRows.filter((row) => selection.has(row._id)).map((row) => row._id)),
    [pageRows, selection],
  );
  // A new set only when the page's selection really changed, so the grid skips renders for other state.
  const shown = useRef(pageSelection);
  if (!sameIds(shown.current, pageSelection)) shown.current = pageSelection;
  return (
    <PageGrid
      list={latest}
      config={config}
      pageRows={pageRows}
      firstSerial={positionOf(0)}
      pageSelection={shown.current}
      onPageSelection={setPageSelection}
    />
  );
}

const sameIds = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((id) => b.has(id));
