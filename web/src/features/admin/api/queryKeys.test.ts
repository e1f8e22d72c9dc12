import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { resourceListQueryOptions } from '../resources/data/api';
import { collegesResource } from '../resources/screens/colleges';
import { resumeFileQueryOptions } from '../resources/resume/resumeFiles';
import { affiliateJobsQuery } from './affiliateJobsApi';
import { countQuery } from './dashboardApi';
import { notificationSummaryQuery } from './notificationsApi';
import { ADMIN_QUERY_ROOT } from './queryKeys';

describe('admin query keys', () => {
  it('are all refreshed by one invalidation of the admin root', async () => {
    const queryClient = new QueryClient();
    const keys = [
      countQuery('jobCount').queryKey,
      notificationSummaryQuery().queryKey,
      affiliateJobsQuery('affiliate-1').queryKey,
      resumeFileQueryOptions('resumeView', 'student-1').queryKey,
      resourceListQueryOptions(collegesResource).queryKey,
    ];
    for (const key of keys) queryClient.setQueryData(key, []);
    queryClient.setQueryData(['jobs', 'list'], []);

    await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_ROOT });

    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual(keys.map(() => true));
    expect(queryClient.getQueryState(['jobs', 'list'])?.isInvalidated).toBe(false);
  });
});
