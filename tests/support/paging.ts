/** Helpers for the paged admin list tests: one page of a list, and every page of a query. */
import { expect } from 'vitest';
import type { AdminPage, EndpointName } from '@careers/domain';
import { call } from './admin';
import { adminToken } from './stack';

export type PagedRow = { _id: string } & Record<string, unknown>;

/** One answer of a list endpoint given `query` (the admin's token unless another is given). */
export async function listPage(
  name: EndpointName,
  query: Record<string, string>,
  { params, token }: { params?: Record<string, string>; token?: string } = {},
) {
  const res = await call(name, { token: token ?? (await adminToken()), params, query });
  return { status: res.status, headers: res.headers, body: res.json as AdminPage<PagedRow> & { message?: string } };
}

/** Every page of a query, following nextCursor (`between` runs after each page). */
export async function allPages(
  name: EndpointName,
  query: Record<string, string>,
  { params, between }: { params?: Record<string, string>; between?: () => Promise<unknown> } = {},
): Promise<AdminPage<PagedRow>[]> {
  const pages: AdminPage<PagedRow>[] = [];
  let cursor: string | null = null;
  do {
    const { status, body } = await listPage(name, { ...query, ...(cursor ? { cursor } : {}) }, { params });
    expect(status, body.message).toBe(200);
    pages.push(body);
    cursor = body.nextCursor;
    await between?.();
  } while (cursor);
  return pages;
}

/** The ids of every page of a query, in order. */
export const idsOf = (pages: readonly AdminPage<PagedRow>[]) => pages.flatMap((page) => page.rows.map((row) => row._id));
