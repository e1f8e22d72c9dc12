import {
  KIND_WORDS,
  type AdminBulkList,
  type AdminListName,
  type AuditKind,
  type AdminPaging,
  type EndpointName,
  type KindWords,
} from '@careers/domain';
import type { ComponentType, ReactNode } from 'react';
import type { IconComponent } from '../../../components/icon';
import type { CountEndpoint } from '../api/dashboardApi';
import type { QueryActionAsk, QueryActionState, UndoState } from './data/listActions';
import type { ListView, ViewChange } from './data/listView';
import type { ExportFormat, ExportProgress } from './export/exportFormat';
import type { ListSelection } from './selection/listSelection';

/** One row of an admin list: a lean record with its `_id` (dates as ISO strings). */
export type ResourceRow = { _id: string } & Record<string, unknown>;

export interface ResourceColumn<Row extends ResourceRow = ResourceRow> {
  field: keyof Row & string;
  header: string;
  /**
   * The column's share of the table's width, in px at its preferred size: columns grow and shrink
   * together in proportion to it (cells and headers wrap), never below `minWidth`.
   */
  width?: number;
  /** Never narrower than this (default COLUMN_MIN_WIDTH); controls (buttons) need their room. */
  minWidth?: number;
  /** Shown from 1536 px only: a column the spec does not list (its domain field's `column: 'wide'`). */
  wide?: boolean;
  /** A cell of controls (resume buttons, a link): in the table it sits with the row's actions, right after the title column. */
  controls?: boolean;
  /** The cell's text (also what the exports write); the raw value as text otherwise. */
  format?: (value: unknown, row: Row) => string;
  /** A custom cell in the table (the exports still use `format`); `list` opens the screen's dialogs. */
  render?: (row: Row, list: ResourceList<Row>) => ReactNode;
  /** The row's 1-based position (S.No): in the filtered list on screen, in the exported rows in a file. */
  serial?: boolean;
}

/** The query options of a filter's counts (what `queryOptions(...)` makes). */
export interface FilterCounts {
  queryKey: readonly unknown[];
  queryFn?(context: { signal: AbortSignal }): Readonly<Record<string, number>> | Promise<Readonly<Record<string, number>>>;
}

type FilterOption = { value: string; label: string };

/** The query options of a filter's options read from the server. */
export interface FilterOptions {
  queryKey: readonly unknown[];
  queryFn?(context: { signal: AbortSignal }): FilterOption[] | Promise<FilterOption[]>;
}

/** A select box above the table narrowing the rows (e.g. notification type). */
export interface ResourceFilter<Row extends ResourceRow = ResourceRow> {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A free-text filter (an email typed whole) instead of a select of `options` (then empty). */
  text?: boolean;
  /** Whether a row passes (a list paged in the browser). */
  matches: (row: Row, value: string) => boolean;
  /** Options read from the server (the affiliates by name), instead of `options`. */
  optionsQuery?: () => FilterOptions;
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
  /** Its delete endpoint; a list without one (the audit trail) has no selection, delete or row checkboxes' delete. */
  remove?: EndpointName;
  /**
   * How the server pages the list (its domain definition's `paging`): with it the list asks for one
   * page at a time, sorted, searched and filtered on the server, and "select all" selects its query;
   * without it every row is fetched and paged, searched and filtered in the browser.
   */
  paging?: AdminPaging;
  /** Its name on the bulk-by-query and export paths (domain/src/admin/bulk.ts); a small list without them names its `kind`. */
  bulkList?: AdminBulkList;
  /**
   * The domain definition a list without `bulkList` is made from (the Accounts screen's): its name
   * on the page (`data-list`, as a bulk list's), where the widths test finds its columns.
   */
  definition?: Exclude<AdminListName, AdminBulkList>;
  /** What one and many rows are called, for a list without `bulkList` (its KIND_WORDS otherwise). */
  kind?: KindWords;
  /** The audit trail's kind of a list without `bulkList` (its exports are recorded under it). */
  auditKind?: AuditKind;
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
  /**
   * The row's title field: a card's first line (below 600 px); in the table the Action column and
   * the `controls` columns follow its column. Default: the first column that is not S.No.
   */
  titleField?: keyof Row & string;
  /** The fields a card shows under its title (label: text), besides its controls and actions. Default: the next three columns. */
  cardFields?: readonly (keyof Row & string)[];
  /** What the list holds and what to do, shown when it has no rows at all (a search or filter matching none says so itself). */
  emptyText: string | ((scope: ListScopeState) => string);
  /** A list narrowed by a path param (its paging's pathFilter): a picker of its values, named in the heading. */
  scope?: ListScope;
  /** Buttons of each row (an 'Action' column right after the title column); `list` opens the screen's dialogs. */
  rowActions?: (row: Row, list: ResourceList<Row>) => ReactNode;
  /** The Action column's width in px (room for its buttons; 96 unless given). */
  actionsWidth?: number;
  /** Shown between the toolbar and the table, given the list state (the commissions' totals per state, from the list's answer). */
  Summary?: ComponentType<{ list: ResourceList<Row> }>;
  /** More toolbar buttons, given the list state (selection, rows, refresh). */
  ToolbarExtras?: ComponentType<{ list: ResourceList<Row> }>;
  /** Dialogs of the screen (post, edit, view...), opened with `list.openDialog(kind, row)`. */
  Dialogs?: ComponentType<{ list: ResourceList<Row> }>;
  /** The delete button's text ('Delete Selected' unless given). */
  deleteLabel?: string;
  /** A count shown beside the screen's sidebar entry when above zero (e.g. the jobs pending review). */
  navCount?: CountEndpoint;
}

/** One value of a list's scope (a job): its param value and its name. */
export interface ScopeOption {
  value: string;
  label: string;
}

/** What a scoped list shows now: every value, one known value, or one the server does not know. */
export type ListScopeState =
  { kind: 'all' } | { kind: 'one'; option: ScopeOption } | { kind: 'unknown'; value: string } | { kind: 'loading' };

/**
 * A list narrowed by a path param taken from the query string (applications: `?jobId=`): the page
 * names the value it shows ('Applications for Backend Developer'), offers the others in a picker
 * with an 'All' choice, and says so when the value names nothing.
 */
export interface ListScope {
  /** The query-string parameter (its absence, or the paging's `all`, shows every value's rows). */
  param: string;
  /** The picker's label ('Job') and its every-value choice ('All jobs'). */
  label: string;
  allLabel: string;
  /** Values whose name starts with or holds `text` (at most a few), for the picker. */
  search: (text: string, signal: AbortSignal) => Promise<ScopeOption[]>;
  /** One value's option, or null when it names nothing. */
  find: (value: string, signal: AbortSignal) => Promise<ScopeOption | null>;
  /** The heading under the title for one value ('Applications for Backend Developer'). */
  heading: (option: ScopeOption) => string;
  /** The message for a value that names nothing ('No job with id X'). */
  unknown: (value: string) => string;
}

/**
 * The export buttons: one per file named (xlsx, pdf). They write the selected rows and are disabled
 * with nothing selected (spec section 5); `scope: 'page'` writes the current page when nothing is
 * selected instead (affiliates: 'affiliates file of the current page').
 */
export interface ResourceExports<Row extends ResourceRow = ResourceRow> {
  xlsx?: string;
  pdf?: string;
  /** A CSV written in the page, with the Excel file's columns (a query too large for the page is the server's CSV anyway). */
  csv?: string;
  columns?: readonly ResourceColumn<Row>[];
  /** The PDF's columns when they differ from the Excel file's. */
  pdfColumns?: readonly ResourceColumn<Row>[];
  /** Button texts ('Download Excel' / 'Download PDF' unless given). */
  labels?: Partial<Record<'xlsx' | 'pdf' | 'csv', string>>;
  scope?: 'selection' | 'page';
}

/** What a screen's rows are called ("3 contacts"). */
export const kindOf = (config: Pick<ResourceConfig, 'bulkList' | 'kind'>): KindWords =>
  config.bulkList ? KIND_WORDS[config.bulkList] : (config.kind ?? { one: 'record', many: 'records' });

/** Declares one resource; the registry holds them as the row-agnostic ResourceConfig. */
export const defineResource = <Row extends ResourceRow>(config: ResourceConfig<Row>) => config as unknown as ResourceConfig;

/**
 * The state of one admin list screen and what it can do, as useResourceList keeps it and the page,
 * the table, the toolbar and a screen's own pieces (row actions, toolbar extras, dialogs) are given
 * it. Declared here beside ResourceConfig, which names it, so that neither depends on the hook.
 */
export interface ResourceList<Row extends ResourceRow = ResourceRow> extends ListSelection<Row> {
  config: ResourceConfig<Row>;
  paged: boolean;
  /** The list endpoint's path params taken from the query string (config.listParams). */
  listParams: Record<string, string> | undefined;
  view: ListView;
  changeView: (change: ViewChange) => void;
  /** The loaded rows: a paged list's page, or every row of the others. */
  rows: Row[];
  /** The list's answer as the server gave it (a paged list's may carry more than its rows, e.g. totals). */
  answer: unknown;
  pageRows: Row[];
  /** The 1-based S.No of the row at this index of the current page. */
  positionOf: (rowIndexOnPage: number) => number;
  total: number;
  loading: boolean;
  /** A paged list fetching another page (the previous page stays shown meanwhile). */
  fetchingPage: boolean;
  error: Error | null;
  refresh: () => void;
  page: number;
  pages: number;
  hasNext: boolean;
  hasPrevious: boolean;
  next: () => void;
  previous: () => void;
  /** The delete confirmation of the selected rows is open. */
  confirming: boolean;
  askDelete: () => void;
  cancelDelete: () => void;
  confirmDelete: () => Promise<void>;
  deleting: boolean;
  /** The delete dialog's line naming how many of what. */
  deleteCount: string;
  /** The delete dialog's text (deleteDialogText). */
  deleteText: string;
  undoState: UndoState | null;
  undo: () => Promise<void>;
  dismissUndo: () => void;
  queryAction: QueryActionState | null;
  /** A bulk action on the selected query (the screens' own actions ask with their texts). */
  askForQuery: (action: QueryActionAsk) => void;
  cancelQueryAction: () => void;
  runQueryAction: () => Promise<void>;
  exporting: ExportProgress | null;
  exportAs: (format: ExportFormat) => Promise<void>;
  /** The open dialog of the screen (its kind, and the row it is about), if any. */
  dialog: { kind: string; row?: Row } | null;
  openDialog: (kind: string, row?: Row) => void;
  closeDialog: () => void;
}
