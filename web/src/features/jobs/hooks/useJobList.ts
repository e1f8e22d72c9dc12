import { JOB_LIST_MESSAGES } from '@careers/domain';
import { useEffect, useState } from 'react';
import { serverMessage } from '../../../components/forms/serverMessage';
import { fetchAffiliateJobs, fetchFixedJobs } from '../api/jobsApi';
import { mergeJobs, type JobCardData } from '../jobList';

export type JobListState =
  | { status: 'loading' }
  | { status: 'loaded'; jobs: JobCardData[] }
  | { status: 'error'; message: string };

/** Loads the fixed and the affiliate jobs once, side by side, and merges them into one list. */
export function useJobList(): JobListState {
  const [state, setState] = useState<JobListState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchFixedJobs(controller.signal), fetchAffiliateJobs(controller.signal)])
      .then(([fixed, affiliate]) => setState({ status: 'loaded', jobs: mergeJobs(fixed, affiliate) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load jobs', error);
        setState({ status: 'error', message: serverMessage(error, JOB_LIST_MESSAGES.backendError) });
      });
    return () => controller.abort();
  }, []);

  return state;
}
