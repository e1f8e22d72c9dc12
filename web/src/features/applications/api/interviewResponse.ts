import { ENDPOINTS, apiPath, type ApplicantInterview, type ApplicantResponseInput } from '@careers/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { applicationStatusQuery } from './applicationStatus';

/** The applicant's answer to their next interview, by the status link's token; the page shows the answer once sent. */
export function useInterviewResponse(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicantResponseInput) =>
      apiFetch<{ message: string; interview: ApplicantInterview | null }>(
        apiPath(ENDPOINTS.applicationStatusInterviewResponse, { token }),
        {
          method: ENDPOINTS.applicationStatusInterviewResponse.method,
          body,
          anonymous: true,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationStatusQuery(token).queryKey }),
  });
}
