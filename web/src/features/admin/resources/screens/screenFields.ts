import {
  columnFieldsOf,
  exportFieldsOf,
  exportHeaderOf,
  searchFieldsOf,
  type AdminFieldKey,
  type AdminResourceDefinition,
  type ColumnFieldKey,
  type ExportFile,
  type ExportOnlyFieldKey,
} from '@careers/domain';
import { serialColumn } from '../table/formatters';
import type { ResourceColumn, ResourceRow } from '../types';

/** A row of an admin list as its domain definition names it; `Known` types the values a screen reads itself. */
export type AdminRow<D extends AdminResourceDefinition, Known extends Partial<Record<AdminFieldKey<D>, unknown>> = object> = {
  _id: string;
} & { [K in AdminFieldKey<D>]?: K extends keyof Known ? Known[K] : unknown };

/** How the web shows a field (width, text, cell); its key and header come from the domain definition. */
export type FieldView<Row extends ResourceRow> = Omit<ResourceColumn<Row>, 'field' | 'header' | 'serial' | 'wide'>;

/**
 * A view for every column of the definition (`{}` when the defaults fit); fields only exported may
 * have one. A key the definition does not have is a type error, and so is a column without its view.
 */
export type FieldViews<D extends AdminResourceDefinition, Row extends ResourceRow> = { [K in ColumnFieldKey<D>]: FieldView<Row> } & {
  [K in ExportOnlyFieldKey<D>]?: FieldView<Row>;
};

/** A row type written by hand (e.g. JobRow) must have every field of the definition. */
type RowHasFields<D extends AdminResourceDefinition, Row> = [Exclude<AdminFieldKey<D>, keyof Row>] extends [never]
  ? unknown
  : { rowTypeLacks: Exclude<AdminFieldKey<D>, keyof Row> };

/** The table's columns, the search fields, the exports' columns and the paging of a screen, from its domain definition. */
export function screenFields<D extends AdminResourceDefinition, Row extends ResourceRow = AdminRow<D>>(
  definition: D,
  views: FieldViews<D, Row> & RowHasFields<D, Row>,
) {
  const viewOf = (key: AdminFieldKey<D>): FieldView<Row> | undefined => (views as Partial<Record<string, FieldView<Row>>>)[key];
  const column = (key: AdminFieldKey<D>, header: string) =>
    ({ field: key, header, ...(definition.fields[key]!.column === 'wide' ? { wide: true } : {}), ...viewOf(key) }) as ResourceColumn<Row>;
  const serial = [serialColumn as ResourceColumn<Row>];
  const exported = (file: ExportFile) => [
    ...(definition.serialNumbers === 'tableAndExports' ? serial : []),
    ...exportFieldsOf(definition, file).map((key) => column(key, exportHeaderOf(definition.fields[key]!))),
  ];
  return {
    columns: [
      ...(definition.serialNumbers ? serial : []),
      ...columnFieldsOf(definition).map((key) => column(key, definition.fields[key]!.label)),
    ],
    searchFields: searchFieldsOf(definition) as (keyof Row & string)[],
    exports: { columns: exported('xlsx'), pdfColumns: exported('pdf') },
    paging: definition.paging,
  };
}
