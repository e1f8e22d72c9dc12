import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_MESSAGES } from '@careers/domain';

/**
 * Longest file path the Hosting emulator can look up: past the system's PATH_MAX its file lookup
 * fails with ENAMETOOLONG, which it answers with a 500 before any rewrite.
 */
const PATH_MAX_BYTES = 4096;
/** The longest name the emulator tries for a path (cleanUrls and directory indexes). */
const LOOKUP_SUFFIX = '/index.html';

export type UrlProblem = 'malformed' | 'tooLong';

/**
 * What would make the Hosting emulator fail on `url` instead of answering it: a percent-escape that
 * does not decode (`%%`, `%E0%A4%A`, an encoded lone surrogate `%ED%A0%80`) in the path or the
 * query, where its redirect middleware's decodeURI throws and the emulator's process exits; or a
 * path too long for its file lookup. `publicDir` is the folder it serves.
 */
export function urlProblem(url: string, publicDir: string): UrlProblem | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(path);
    if (queryAt >= 0) decodeURIComponent(url.slice(queryAt + 1));
  } catch {
    return 'malformed';
  }
  const lookup = Buffer.byteLength(publicDir) + Buffer.byteLength(decodedPath) + LOOKUP_SUFFIX.length;
  return lookup >= PATH_MAX_BYTES ? 'tooLong' : null;
}

/** The answers the front gives itself, as the API would: JSON with the API's messages. */
const OWN_ANSWERS: Record<UrlProblem, { status: number; message: string }> = {
  malformed: { status: 400, message: API_MESSAGES.invalidRequest },
  // No file has such a name, and no API path takes an id that long: Hosting's own answer would be a 404.
  tooLong: { status: 404, message: API_MESSAGES.notFound },
};

function answerItself(res: ServerResponse, problem: UrlProblem): void {
  const { status, message } = OWN_ANSWERS[problem];
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify({ message }));
}

/** Hands the request to the Hosting emulator unchanged (method, URL, headers and body, streamed both ways). */
function forward(req: IncomingMessage, res: ServerResponse, host: string, port: number): void {
  const upstream = request({ host, port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end('{"message":"Bad gateway"}');
    else res.destroy();
  });
  // A caller that goes away ends the emulator's request too.
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

export interface SiteFront {
  port: number;
  close(): Promise<void>;
}

/**
 * The site's port on the local stack: a small front before the Hosting emulator that answers
 * itself what the emulator would fail on (urlProblem: 400 for a malformed URL, 404 for a path too
 * long to look up), so no request can stop the stack; everything else goes to the emulator as sent.
 */
export async function startSiteFront(options: { host: string; port: number; hostingPort: number; publicDir: string }): Promise<SiteFront> {
  const server: Server = createServer((req, res) => {
    const problem = urlProblem(req.url ?? '/', options.publicDir);
    if (problem) {
      // The body is not read: drop it rather than keep the connection waiting on it.
      req.resume();
      answerItself(res, problem);
    } else forward(req, res, options.host, options.hostingPort);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
