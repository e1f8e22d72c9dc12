import { useCallback, useMemo, useState } from 'react';
import type { ResourceRow } from '../types';
import type { ListSelection } from './listSelection';

interface Selected<Row> {
  /** Rows picked one by one or a page at a time, kept across pages. */
  rows: ReadonlyMap<string, Row>;
  /** The list query selected as a whole ("select all across pages" on a paged list), as its key. */
  query: string | null;
}

const NONE: Selected<never> = { rows: new Map<string, never>(), query: null };

interface SelectionInput<Row> {
  paged: boolean;
  /** The loaded rows: a paged list's page, or every row of the others. */
  rows: readonly Row[];
  /** The rows the search and filters leave (a list paged in the browser). */
  filtered: readonly Row[];
  pageRows: readonly Row[];
  /** The list's query (search, filters, range, list params) as text: a query selection holds for it only. */
  queryKey: string;
  /** How many rows the query matches. */
  total: number;
}

/**
 * The selection of an admin list. The header checkbox selects the page; "select all across pages"
 * selects every filtered row of a list paged in the browser, and the query itself of a paged list
 * (its rows are on the server: a bulk action or an export then walks the query there).
 */
export function useListSelection<Row extends ResourceRow>({
  paged,
  rows,
  filtered,
  pageRows,
  queryKey,
  total,
}: SelectionInput<Row>): ListSelection<Row> {
  const [selected, setSelected] = useState<Selected<Row>>(NONE);
  const querySelected = paged && selected.query === queryKey;

  // A list paged in the browser drops the rows a refresh no longer has, and keeps the others' fresh values.
  const selectedRows = useMemo(() => {
    if (querySelected || !selected.rows.size) return [];
    return paged ? [...selected.rows.values()] : rows.filter((row) => selected.rows.has(row._id));
  }, [paged, querySelected, rows, selected.rows]);
  const selection = useMemo<ReadonlySet<string>>(() => new Set(selectedRows.map((row) => row._id)), [selectedRows]);
  const pageSelection = useMemo<ReadonlySet<string>>(
    () => new Set(pageRows.filter((row) => querySelected || selection.has(row._id)).map((row) => row._id)),
    [pageRows, querySelected, selection],
  );
  const allFilteredSelected = paged ? querySelected : filtered.length > 0 && filtered.every((row) => selection.has(row._id));

  /** The selected rows of the current page become exactly `ids` (a query selection becomes these rows). */
  const setPageSelection = useCallback(
    (ids: ReadonlySet<string>) =>
      setSelected((current) => {
        const next = new Map(current.query === null ? current.rows : []);
        for (const row of pageRows) {
          if (ids.has(row._id)) next.set(row._id, row);
          else next.delete(row._id);
        }
        return { rows: next, query: null };
      }),
    [pageRows],
  );
  const toggleAllAcrossPages = useCallback(() => {
    if (allFilteredSelected) setSelected(NONE);
    else if (paged) setSelected({ rows: new Map(), query: queryKey });
    else setSelected({ rows: new Map(filtered.map((row) => [row._id, row])), query: null });
  }, [allFilteredSelected, paged, queryKey, filtered]);
  const clearSelection = useCallback(() => setSelected(NONE), []);

  return {
    selection,
    selectedRows,
    querySelected,
    selectedCount: querySelected ? total : selection.size,
    pageSelection,
    setPageSelection,
    allFilteredSelected,
    toggleAllAcrossPages,
    clearSelection,
  };
}
