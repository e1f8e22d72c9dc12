import type { AdminPaging } from './paging';
import { SERIAL_NUMBER_HEADER } from './cellText';
/**
 * The fields of an admin list, written once: the server's rows carry exactly these keys (beside
 * `_id`), and the web's table, search box and exports are made from the same definition.
 */
export interface AdminField {
  /** The column's header, and the exports' unless `exportHeader` differs. */
  label: string;
  /**
   * A column of the table (default true); 'wide': a column only on wide screens (from 1536 px), one
   * the spec does not list (the exports still write it). Every other column fits at 1280 px.
   */
  column?: boolean | 'wide';
  /** Searched by the search box (case-insensitive substring). */
  searchable?: boolean;
  /** Written to the exports: to both files (default), to the PDF only, or not at all. */
  exported?: boolean | 'pdf';
  exportHeader?: string;
  /** Made by the server from other data (a count, the resume's file name), not a stored field read as is. */
  computed?: boolean;
}

/** How the admin names a list's records: one and many ("Delete 155 notifications?"). */
export interface KindWords {
  one: string;
  many: string;
}

export interface AdminResourceDefinition {
  /** What its records are called in counts and confirmations. */
  kind?: KindWords;
  /** How its list pages on the server (paging.ts): the date field, other sorts, filters. */
  paging?: AdminPaging;
  /** An S.No column (the row's 1-based position) first in the table, and also in the exports with 'tableAndExports'. */
  serialNumbers?: 'table' | 'tableAndExports';
  /** In the order of the table's columns and of the exports' columns. */
  fields: Readonly<Record<string, AdminField>>;
}

export type ExportFile = 'xlsx' | 'pdf';

export type AdminFieldKey<D extends AdminResourceDefinition> = keyof D['fields'] & string;

type KeysWhere<D extends AdminResourceDefinition, Shape> = {
  [K in AdminFieldKey<D>]: D['fields'][K] extends Shape ? K : never;
}[AdminFieldKey<D>];

/** The fields the server makes (its row mapper must give each of them). */
export type ComputedFieldKey<D extends AdminResourceDefinition> = KeysWhere<D, { computed: true }>;
/** The fields read from the stored document as they are. */
export type StoredFieldKey<D extends AdminResourceDefinition> = Exclude<AdminFieldKey<D>, ComputedFieldKey<D>>;
/** The fields shown as table columns. */
export type ColumnFieldKey<D extends AdminResourceDefinition> = Exclude<AdminFieldKey<D>, KeysWhere<D, { column: false }>>;
/** The fields written to an export and shown in no column. */
export type ExportOnlyFieldKey<D extends AdminResourceDefinition> = Exclude<
  AdminFieldKey<D>,
  ColumnFieldKey<D> | KeysWhere<D, { exported: false }>
>;

/** A definition checked against AdminResourceDefinition, its literal types kept for the key types above. */
export const defineAdminResource = <const D extends AdminResourceDefinition>(definition: D): D => definition;

const keysWhere = (definition: AdminResourceDefinition, test: (field: AdminField) => boolean): string[] =>
  Object.entries(definition.fields)
    .filter(([, field]) => test(field))
    .map(([key]) => key);

export const storedFieldsOf = <D extends AdminResourceDefinition>(definition: D) =>
  keysWhere(definition, (field) => !field.computed) as StoredFieldKey<D>[];

export const columnFieldsOf = <D extends AdminResourceDefinition>(definition: D) =>
  keysWhere(definition, (field) => field.column !== false) as ColumnFieldKey<D>[];

/** The headers the table shows at every desktop width (1280 px and up): S.No, then the columns not 'wide'. */
export const specColumnHeadersOf = (definition: AdminResourceDefinition): string[] => [
  ...(definition.serialNumbers ? [SERIAL_NUMBER_HEADER] : []),
  ...Object.values(definition.fields)
    .filter((field) => field.column !== false && field.column !== 'wide')
    .map((field) => field.label),
];

export const searchFieldsOf = <D extends AdminResourceDefinition>(definition: D) =>
  keysWhere(definition, (field) => !!field.searchable) as AdminFieldKey<D>[];

export const exportFieldsOf = <D extends AdminResourceDefinition>(definition: D, file: ExportFile) =>
  keysWhere(definition, ({ exported = true }) => exported === true || exported === file) as AdminFieldKey<D>[];

export const exportHeaderOf = (field: AdminField): string => field.exportHeader ?? field.label;
