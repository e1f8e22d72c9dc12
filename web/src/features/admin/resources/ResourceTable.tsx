import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useRef } from 'react';
import { cellText } from './formatters';
import type { ResourceConfig, ResourceRow } from './types';
import type { ResourceList } from './useResourceList';

/** `current` is the latest list: row actions read it when they render. */
type ListRef = { readonly current: ResourceList };

/** `positions` holds the S.No of each row of the page, by id. */
function gridColumns(config: ResourceConfig, positions: ReadonlyMap<string, number>, list: ListRef): GridColDef<ResourceRow>[] {
  const columns: GridColDef<ResourceRow>[] = config.columns.map((column) => ({
    field: column.serial ? '__serial' : column.field,
    headerName: column.header,
    ...(column.width ? { width: column.width } : { flex: 1, minWidth: 140 }),
    valueGetter: (_value, row) => cellText(column, row, positions.get(row._id)),
    ...(column.render ? { renderCell: ({ row }) => column.render!(row) } : {}),
  }));
  const actions = config.rowActions;
  if (actions) columns.push({ field: '__actions', headerName: 'Action', width: 160, renderCell: ({ row }) => actions(row, list.current) });
  return columns;
}

/**
 * The current page of a resource list on MUI's DataGrid. Paging is ours (the grid only ever holds
 * one page), so its header checkbox selects the page; the selection across pages lives in the list.
 */
export function ResourceTable({ list }: { list: ResourceList }) {
  const latest = useRef(list);
  latest.current = list;
  const { pageRows, positionOf } = list;
  const positions = useMemo(() => new Map(pageRows.map((row, index) => [row._id, positionOf(index)])), [pageRows, positionOf]);
  const columns = useMemo(() => gridColumns(list.config, positions, latest), [list.config, positions]);
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(list.pageRows.filter((row) => list.selection.has(row._id)).map((row) => row._id)) }),
    [list.pageRows, list.selection],
  );
  const onSelection = (model: GridRowSelectionModel) => {
    const pageIds = list.pageRows.map((row) => row._id);
    const chosen = model.type === 'include' ? pageIds.filter((id) => model.ids.has(id)) : pageIds.filter((id) => !model.ids.has(id));
    list.setPageSelection(new Set(chosen));
  };
  return (
    <DataGrid
      rows={list.pageRows}
      columns={columns}
      getRowId={(row) => row._id}
      loading={list.loading}
      checkboxSelection
      disableRowSelectionOnClick
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={onSelection}
      disableColumnMenu
      disableColumnSorting
      disableColumnFilter
      hideFooter
      autoHeight
      getRowHeight={() => 'auto'}
      pageSizeOptions={[list.config.pageSize]}
      initialState={{ pagination: { paginationModel: { pageSize: list.config.pageSize } } }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', wordBreak: 'break-word' } }}
    />
  );
}
