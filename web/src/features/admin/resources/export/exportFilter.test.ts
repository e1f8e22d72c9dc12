import { describe, expect, it } from 'vitest';
import { exportFilterLine, exportFilterOf, fileNameWithFilter } from './exportFilter';

const config = {
  columns: [{ field: 'jobId', header: 'Job Id' }],
  filters: [{ id: 'stage', label: 'Stage', options: [{ value: 'screening', label: 'Screening' }], matches: () => true }],
};

describe('exportFilterOf', () => {
  it('names the search, the filters, the date range and the path params', () => {
    const filter = exportFilterOf(
      config,
      { q: ' asha ', filters: { stage: 'screening' }, from: '2026-11-01', to: '2026-11-25' },
      { jobId: 'JOB1042' },
    );
    expect(filter).toEqual(['Job Id: JOB1042', 'Search: "asha"', 'Stage: Screening', 'Dates: 2026-11-01 to 2026-11-25']);
    expect(exportFilterLine(filter)).toBe('Filter: Job Id: JOB1042; Search: "asha"; Stage: Screening; Dates: 2026-11-01 to 2026-11-25');
  });

  it('says the whole list when nothing narrows it', () => {
    const filter = exportFilterOf(config, { q: '', filters: {} }, { jobId: 'all' });
    expect(filter).toEqual([]);
    expect(exportFilterLine(filter)).toBe('Filter: none (all records)');
  });
});

describe('fileNameWithFilter', () => {
  it('puts the filter before the extension, without characters a file name cannot hold', () => {
    expect(fileNameWithFilter('studentsApplied.csv', ['Search: "a/b"', 'Stage: Screening'])).toBe(
      'studentsApplied (Search a b, Stage Screening).csv',
    );
    expect(fileNameWithFilter('contacts.csv', [])).toBe('contacts.csv');
  });
});
