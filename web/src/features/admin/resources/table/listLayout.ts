import type { ResourceColumn, ResourceConfig, ResourceRow } from '../types';

/** A column's narrowest width unless it says otherwise: a wrapped word or date still fits. */
export const COLUMN_MIN_WIDTH = 72;
/** The preferred width of a column that names none. */
export const COLUMN_DEFAULT_WIDTH = 160;
/** Below this width (px) a list shows cards; from WIDE_FROM_PX its `wide` columns show too (MUI's sm and xl). */
export const CARDS_BELOW_PX = 600;
export const WIDE_FROM_PX = 1536;

/** Room per letter of a header word (13 px bold), a cell's side padding, and a shown sort arrow. */
const HEADER_PX_PER_CHAR = 9;
const CELL_PADDING_PX = 12;
export const SORT_ICON_PX = 28;

/** The narrowest a column may be so that the longest word of its header does not break. */
export const headerMinWidth = (header: string, sorted = false) =>
  Math.ceil(Math.max(...header.split(/\s+/).map((word) => word.length)) * HEADER_PX_PER_CHAR) +
  CELL_PADDING_PX +
  (sorted ? SORT_ICON_PX : 0);

/** The row's actions, as a place among the table's columns. */
export const ACTIONS = 'actions' as const;
export type TableSlot = ResourceColumn | typeof ACTIONS;

/** The title column of a screen: its `titleField`, else the first column that is not S.No. */
export function titleColumnOf(config: Pick<ResourceConfig, 'columns' | 'titleField'>): ResourceColumn | undefined {
  const { columns, titleField } = config;
  return columns.find((column) => !column.serial && column.field === titleField) ?? columns.find((column) => !column.serial);
}

/**
 * The table's columns in order: those up to the title column as listed, then the row's actions and
 * the columns of controls (so they stay in view however many columns follow), then the others.
 */
export function tableSlotsOf(config: Pick<ResourceConfig, 'columns' | 'titleField' | 'rowActions'>): TableSlot[] {
  const title = titleColumnOf(config);
  const at = title ? config.columns.indexOf(title) + 1 : 0;
  const rest = config.columns.slice(at);
  return [
    ...config.columns.slice(0, at),
    ...(config.rowActions ? [ACTIONS] : []),
    ...rest.filter((column) => column.controls),
    ...rest.filter((column) => !column.controls),
  ];
}

/** A card (below 600 px): its title column, its key fields, its controls. */
export function cardLayoutOf(config: Pick<ResourceConfig, 'columns' | 'titleField' | 'cardFields'>) {
  const title = titleColumnOf(config);
  const others = config.columns.filter((column) => column !== title && !column.serial);
  const controls = others.filter((column) => column.controls);
  const plain = others.filter((column) => !column.controls);
  const fields = config.cardFields
    ? config.cardFields.flatMap((field) => plain.filter((column) => column.field === field))
    : plain.filter((column) => !column.wide).slice(0, 3);
  return { title, fields, controls };
}

/** The empty list's text for the scope shown. */
export const emptyTextOf = (
  config: Pick<ResourceConfig, 'emptyText'>,
  scope: Parameters<Exclude<ResourceConfig['emptyText'], string>>[0],
) => (typeof config.emptyText === 'string' ? config.emptyText : config.emptyText(scope));

export type { ResourceRow };
