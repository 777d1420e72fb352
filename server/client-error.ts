import type { Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { errorBody } from './api-error.ts';

/**
 * Requests Node refuses before they reach the app (a request line or headers over its 16 KiB
 * limit, a malformed request line) get the API's JSON error shape too, instead of Node's bare
 * `400`/`431` with no body: every answer says what was wrong (docs/security.md, hostile input).
 */
export function answerClientErrorsAsJson(server: ServerType): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    // A body that trickles in past requestTimeout (start.ts): Node's own answer is a 408.
    const tooSlow = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = tooLarge
      ? '431 Request Header Fields Too Large'
      : tooSlow
        ? '408 Request Timeout'
        : '400 Bad Request';
    const body = JSON.stringify(
      tooLarge
        ? errorBody('request_too_large', 'The address or headers of this request are too long.')
        : tooSlow
          ? errorBody('request_timeout', 'The request took too long to arrive.')
          : errorBody('bad_request', 'This request could not be read.'),
    );
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
