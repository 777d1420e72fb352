import { connect } from 'node:net';

/**
 * The status of a POST that announces a body of `length` bytes and sends none of it. A server
 * that read bodies before checking their size would wait here instead of answering; and,
 * unlike sending the whole body, no write can race the server closing the connection after
 * its 413 (the client would see "other side closed" instead of the answer).
 */
export function statusOfUnsentBody(
  serverUrl: string,
  path: string,
  length: number,
  headers: Record<string, string> = {},
): Promise<number> {
  const { hostname, port } = new URL(serverUrl);
  const extra = Object.entries({ 'Content-Type': 'application/json', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${extra}Content-Length: ${length}\r\n\r\n`,
      );
    });
    let head = '';
    socket.on('data', (chunk) => {
      head += chunk.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (status) {
        socket.destroy();
        resolve(Number(status[1]));
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer before the body was sent'));
    });
  });
}
