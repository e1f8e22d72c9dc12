import { ALL_JOB_APPLICATIONS } from '@careers/domain';
import type { ListView } from '../data/listView';
import type { ResourceConfig } from '../types';

/** What an export was made with: the list's search text, filters, date range and path params. */
export type ExportFilter = readonly string[];

/**
 * The filter an export was made with, one part per condition ('Search: "asha"', 'Stage: Screening',
 * 'Dates: 2026-11-01 to 2026-11-25', 'Job Id: JOB1042'); none for the whole list.
 */
export function exportFilterOf(
  config: Pick<ResourceConfig, 'filters' | 'columns'>,
  view: Pick<ListView, 'q' | 'filters' | 'from' | 'to'>,
  listParams?: Readonly<Record<string, string>>,
): string[] {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(listParams ?? {})) {
    if (!value || value === ALL_JOB_APPLICATIONS) continue;
    parts.push(`${config.columns.find((column) => column.field === key)?.header ?? key}: ${value}`);
  }
  const search = view.q.trim();
  if (search) parts.push(`Search: "${search}"`);
  for (const filter of config.filters ?? []) {
    const value = view.filters[filter.id];
    if (value) parts.push(`${filter.label}: ${filter.options.find((option) => option.value === value)?.label ?? value}`);
  }
  if (view.from || view.to) parts.push(`Dates: ${view.from ?? 'any'} to ${view.to ?? 'any'}`);
  return parts;
}

/** The line a file starts with under its title: the filter, or that the file holds the whole list. */
export const exportFilterLine = (filter: ExportFilter) => (filter.length ? `Filter: ${filter.join('; ')}` : 'Filter: none (all records)');

/** Characters a file name cannot hold on some system (control characters are dropped before). */
const NOT_IN_FILE_NAMES = /[\\/:*?"<>|]+/g;
const isPrintable = (char: string) => char.charCodeAt(0) >= 32;
const FILE_NAME_FILTER_MAX = 80;

/**
 * `fileName` naming its filter before the extension ('studentsApplied.csv' ->
 * 'studentsApplied (Stage Screening, Dates 2026-11-01 to 2026-11-25).csv'); unchanged without one.
 */
export function fileNameWithFilter(fileName: string, filter: ExportFilter): string {
  if (!filter.length) return fileName;
  const dot = fileName.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  const named = [...filter.join(', ')]
    .filter(isPrintable)
    .join('')
    .replace(NOT_IN_FILE_NAMES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ,/g, ',')
    .trim()
    .slice(0, FILE_NAME_FILTER_MAX)
    .trim();
  return `${base} (${named})${extension}`;
}
