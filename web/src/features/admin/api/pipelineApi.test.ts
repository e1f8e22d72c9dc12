import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resourceListQueryOptions, type ListAnswer } from '../resources/data/api';
import { studentApplicationsResource } from '../resources/screens/studentApplications';
import { boardColumnQuery, patchCachedStages, refreshAfterMove } from './pipelineApi';

const JOB = 'JOB1';
const row = (id: string, stage: string, day: number) => ({
  _id: id,
  stage,
  appliedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
});
const answer = (rows: ReturnType<typeof row>[], total = rows.length, nextCursor: string | null = null): ListAnswer => ({
  rows,
  total,
  nextCursor,
});
const ids = (data: ListAnswer | undefined) => data?.rows.map((r) => r._id);

function boardWithList() {
  const queryClient = new QueryClient();
  const applied = boardColumnQuery(JOB, 'applied').queryKey;
  const interview = boardColumnQuery(JOB, 'interview').queryKey;
  const unfiltered = resourceListQueryOptions(studentApplicationsResource, { jobId: JOB }).queryKey;
  const interviewByName = resourceListQueryOptions(
    studentApplicationsResource,
    { jobId: JOB },
    { stage: 'interview', sort: 'name', limit: '25' },
  ).queryKey;
  // Newest first, as the server answers; the applied column has more pages than it has read.
  queryClient.setQueryData(applied, answer([row('a', 'applied', 20), row('b', 'applied', 12), row('c', 'applied', 5)], 40, 'cursor-1'));
  queryClient.setQueryData(interview, answer([row('x', 'interview', 25), row('y', 'interview', 10), row('z', 'interview', 2)]));
  queryClient.setQueryData(unfiltered, answer([row('a', 'applied', 20), row('x', 'interview', 25)]));
  queryClient.setQueryData(interviewByName, answer([row('y', 'interview', 10)]));
  return { queryClient, applied, interview, unfiltered, interviewByName };
}

describe('a stage move in the cached application lists', () => {
  it('takes the card out of its column and puts it in the new one by date, the counts following', async () => {
    const { queryClient, applied, interview, unfiltered, interviewByName } = boardWithList();
    await patchCachedStages(queryClient, ['b'], 'interview');

    expect(ids(queryClient.getQueryData(applied))).toEqual(['a', 'c']);
    expect(queryClient.getQueryData<ListAnswer>(applied)?.total).toBe(39);
    expect(queryClient.getQueryData<ListAnswer>(applied)?.nextCursor).toBe('cursor-1');
    expect(ids(queryClient.getQueryData(interview))).toEqual(['x', 'b', 'y', 'z']);
    expect(queryClient.getQueryData<ListAnswer>(interview)?.rows[1]).toMatchObject({ _id: 'b', stage: 'interview' });
    expect(queryClient.getQueryData<ListAnswer>(interview)?.total).toBe(4);
    // Not in the unfiltered list: nothing to show there. A list of the stage sorted by name is left to its refetch.
    expect(ids(queryClient.getQueryData(unfiltered))).toEqual(['a', 'x']);
    expect(ids(queryClient.getQueryData(interviewByName))).toEqual(['y']);
  });

  it('puts the oldest card last, shows the new stage in unfiltered lists, and undoes it all', async () => {
    const { queryClient, applied, interview, unfiltered } = boardWithList();
    const before = [applied, interview, unfiltered].map((key) => queryClient.getQueryData(key));
    const undo = await patchCachedStages(queryClient, ['a'], 'interview');
    expect(ids(queryClient.getQueryData(interview))).toEqual(['x', 'a', 'y', 'z']);
    expect(queryClient.getQueryData<ListAnswer>(unfiltered)?.rows.map((r) => r.stage)).toEqual(['interview', 'interview']);

    await patchCachedStages(queryClient, ['z'], 'applied');
    expect(ids(queryClient.getQueryData(applied))).toEqual(['b', 'c', 'z']);

    undo();
    expect([applied, interview, unfiltered].map((key) => queryClient.getQueryData(key))).toEqual(before);
  });

  it('refetches afterwards only the lists it could not patch', async () => {
    const { queryClient, applied, interview, unfiltered, interviewByName } = boardWithList();
    await refreshAfterMove(queryClient);
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect([applied, interview, unfiltered].map(invalidated)).toEqual([false, false, false]);
    expect(invalidated(interviewByName)).toBe(true);
  });
});
