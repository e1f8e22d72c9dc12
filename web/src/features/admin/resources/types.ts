import type { AdminBulkList, AdminPaging, EndpointName } from '@careers/domain';
import type { ComponentType, ReactNode } from 'react';
import type { IconComponent } from '../../../components/icon';
import type { CountEndpoint } from '../api/dashboardApi';
import type { ResourceList } from './useResourceList';

/** One row of an admin list: a lean record with its `_id` (dates as ISO strings). */
export type ResourceRow = { _id: string } & Record<string, unknown>;

export interface ResourceColumn<Row extends ResourceRow = ResourceRow> {
  field: keyof Row & string;
  header: string;
  /** Fixed width in px; without it the column shares the remaining width. */
  width?: number;
  /** The cell's text (also what the exports write); the raw value as text otherwise. */
  format?: (value: unknown, row: Row) => string;
  /** A custom cell in the table (the exports still use `format`). */
  render?: (row: Row) => ReactNode;
  /** The row's 1-based position (S.No): in the filtered list on screen, in the exported rows in a file. */
  serial?: boolean;
}

/** The query options of a filter's counts (what `queryOptions(...)` makes). */
export interface FilterCounts {
  queryKey: readonly unknown[];
  queryFn?(context: { signal: AbortSignal }): Readonly<Record<string, number>> | Promise<Readonly<Record<string, number>>>;
}

/** A select box above the table narrowing the rows (e.g. notification type). */
export interface ResourceFilter<Row extends ResourceRow = ResourceRow> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Whether a row passes (a list paged in the browser). */
  matches: (row: Row, value: string) => boolean;
  /** Counts per option value shown beside each option (e.g. applications per stage), for the list's params. */
  counts?: (listParams: Readonly<Record<string, string>> | undefined) => FilterCounts;
}

/**
 * Everything one admin list screen needs: the route and the sidebar entry are generated from it,
 * and ResourceListPage + useResourceList render and drive it. The optional pieces (filters, row
 * actions, custom cells, extra toolbar buttons) extend a screen without copying the page.
 */
/** The query options of a `changes` query (what `queryOptions(...)` makes). */
export interface ChangeSignal {
  queryKey: readonly unknown[];
  queryFn?(context: { signal: AbortSignal }): unknown;
}

export interface ResourceConfig<Row extends ResourceRow = ResourceRow> {
  /** Sidebar text. */
  label: string;
  /** What its rows are, plural, in the snackbars' counts ("3 contacts deleted"); the label when absent. */
  records?: string;
  /** Page heading. */
  title: string;
  /** Route path (from PATHS.admin). */
  path: string;
  icon: IconComponent;
  /** Endpoint names in the domain table. */
  list: EndpointName;
  remove: EndpointName;
  /**
   * How the server pages the list (its domain definition's `paging`): with it the list asks for one
   * page at a time, sorted, searched and filtered on the server, and "select all" selects its query;
   * without it every row is fetched and paged, searched and filtered in the browser.
   */
  paging?: AdminPaging;
  /** Its name on the bulk-by-query and export paths (domain/src/admin/bulk.ts). */
  bulkList: AdminBulkList;
  /** The list answer as rows, when it is not a plain array (e.g. `{ affiliates }`); a paged answer is `{ rows }`. */
  selectRows?: (data: unknown) => Row[];
  columns: readonly ResourceColumn<Row>[];
  /** Fields searched (case-insensitive substring) by the search box of a list paged in the browser. */
  searchFields: readonly (keyof Row & string)[];
  searchLabel: string;
  filters?: readonly ResourceFilter<Row>[];
  exports: ResourceExports<Row>;
  confirmDelete: { title: string; text: string };
  pageSize: number;
  /** Refetch every this many ms while the screen is open (or, with `changes`, poll that instead). */
  pollMs?: number;
  /**
   * A small query whose answer changes whenever the list does (notifications: the bell's summary).
   * It is what gets polled; the whole list is fetched again only when its answer changes.
   */
  changes?: ChangeSignal;
  /** Path params of the list endpoint taken from the page's query string (e.g. `?jobId=`). */
  listParams?: (searchParams: URLSearchParams) => Record<string, string>;
  /** Buttons at the end of each row (an 'Action' column); `list` opens the screen's dialogs. */
  rowActions?: (row: Row, list: ResourceList<Row>) => ReactNode;
  /** More toolbar buttons, given the list state (selection, rows, refresh). */
  ToolbarExtras?: ComponentType<{ list: ResourceList<Row> }>;
  /** Dialogs of the screen (post, edit, view...), opened with `list.openDialog(kind, row)`. */
  Dialogs?: ComponentType<{ list: ResourceList<Row> }>;
  /** The delete button's text ('Delete Selected' unless given). */
  deleteLabel?: string;
  /** A count shown beside the screen's sidebar entry when above zero (e.g. the jobs pending review). */
  navCount?: CountEndpoint;
}

/**
 * The export buttons: one per file named (xlsx, pdf). They write the selected rows and are disabled
 * with nothing selected (spec section 5); `scope: 'page'` writes the current page when nothing is
 * selected instead (affiliates: 'affiliates file of the current page').
 */
export interface ResourceExports<Row extends ResourceRow = ResourceRow> {
  xlsx?: string;
  pdf?: string;
  columns?: readonly ResourceColumn<Row>[];
  /** The PDF's columns when they differ from the Excel file's. */
  pdfColumns?: readonly ResourceColumn<Row>[];
  /** Button texts ('Download Excel' / 'Download PDF' unless given). */
  labels?: Partial<Record<'xlsx' | 'pdf', string>>;
  scope?: 'selection' | 'page';
}

/** Declares one resource; the registry holds them as the row-agnostic ResourceConfig. */
export const defineResource = <Row extends ResourceRow>(config: ResourceConfig<Row>) => config as unknown as ResourceConfig;
