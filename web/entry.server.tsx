import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

/*
 * React Router 7.18's default Node entry (@react-router/dev/dist/config/defaults/
 * entry.server.node.tsx), narrowed to what this app does with it. With `ssr: false` it only
 * renders the prerendered public pages and the SPA shell (at build time, and in
 * `react-router dev`), so every render is a static-site render (ADR 012):
 *
 * - It always waits for all content (onAllReady), where the default waits only for the shell
 *   unless the user agent is a bot. Prerender requests carry no user agent, so a Suspense
 *   boundary that had not resolved when the shell was ready would reach the HTML as a fallback
 *   and a hidden chunk that only JavaScript swaps in.
 * - progressiveChunkSize is infinite, so React never outlines a large, finished Suspense
 *   boundary for progressive reveal: the landing's lazily loaded sections stay inline, in
 *   order, readable without JavaScript.
 */

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;

    // Abort after streamTimeout so rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout so the closure is not retained.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set('Content-Type', 'text/html');

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log rendering errors from inside the shell. Errors in the shell itself reject
          // and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
