/** The selection of an admin list as the list state holds it (types only; useListSelection keeps it). */
export interface ListSelection<Row> {
  /** Ids of the rows selected one by one (none while the query is selected). */
  selection: ReadonlySet<string>;
  selectedRows: readonly Row[];
  /** Whether the list's query is selected as a whole. */
  querySelected: boolean;
  selectedCount: number;
  /** The selected rows of the current page (all of them while the query is selected). */
  pageSelection: ReadonlySet<string>;
  /** The selected rows of the current page become exactly these ids. */
  setPageSelection: (ids: ReadonlySet<string>) => void;
  allFilteredSelected: boolean;
  /** "Select all across pages": every filtered row, or a paged list's query; again, none. */
  toggleAllAcrossPages: () => void;
  clearSelection: () => void;
}
