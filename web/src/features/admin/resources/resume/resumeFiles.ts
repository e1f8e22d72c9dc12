import { ENDPOINTS, apiPath, type EndpointName } from '@careers/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';
import { saveFile } from '../../../../lib/saveFile';
import { adminQueryKey } from '../../api/queryKeys';

/** The resume fields of a student or application row (the file's name, null without a file). */
export type ResumeRow = { _id: string; resume?: string | null; hasResume?: boolean };

/** The view (inline) and download (attachment) endpoints of one kind of resume. */
export interface ResumeEndpoints {
  view: EndpointName;
  download: EndpointName;
}

export type ResumeKind = 'pdf' | 'word';

export const hasResume = (row: ResumeRow): boolean => Boolean(row.hasResume && row.resume);

/** pdf or word (.doc/.docx) from the file's name. */
export const resumeKind = (fileName: string): ResumeKind => (/\.pdf$/i.test(fileName) ? 'pdf' : 'word');

/** The site's address of a resume's download (the link written into the exports). */
export function resumeLink(endpoint: EndpointName, id: string): string {
  return `${window.location.origin}${apiPath(ENDPOINTS[endpoint], { id })}`;
}

/** The file behind a resume endpoint, fetched with the admin's token (a plain link cannot send it). */
export async function fetchResume(endpoint: EndpointName, id: string, signal?: AbortSignal): Promise<Blob> {
  return apiFetch<Blob>(apiPath(ENDPOINTS[endpoint], { id }), { responseType: 'blob', signal });
}

/** A resume's file for the preview: fetched once while shown, dropped from the cache on close (files can be large). */
export const resumeFileQueryOptions = (endpoint: EndpointName, id: string) =>
  queryOptions({
    queryKey: adminQueryKey('resumeFile', endpoint, id),
    queryFn: ({ signal }) => fetchResume(endpoint, id, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Fetches a resume through its download endpoint and saves it under its own name. */
export async function downloadResume(endpoint: EndpointName, id: string, fileName: string): Promise<void> {
  saveFile(await fetchResume(endpoint, id), fileName);
}
