import { useEffect, useState } from 'react';
import { fetchJobDetails, type JobDetails } from '../api/jobsApi';
import type { JobKind } from '../jobList';

export type JobDetailsState = { status: 'loading' } | { status: 'loaded'; details: JobDetails } | { status: 'error' };

/** Fetches one job's details while `job` is set (the application modal is open). */
export function useJobDetails(job: { kind: JobKind; id: string } | null): JobDetailsState {
  const [state, setState] = useState<JobDetailsState>({ status: 'loading' });
  const kind = job?.kind;
  const id = job?.id;

  useEffect(() => {
    if (!kind || !id) return;
    setState({ status: 'loading' });
    const controller = new AbortController();
    fetchJobDetails(kind, id, controller.signal)
      .then((details) => setState({ status: 'loaded', details: details ?? {} }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load job details', error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [kind, id]);

  return state;
}
