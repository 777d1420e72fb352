import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The yardstick of the API figures (issue 23 item 6): a plain node:http route answering a
 * small JSON body, started in the bench's process beside the server under test, so a ratio
 * to it takes out what the machine and the load generator cost in that run.
 */
export async function startHelloWorld(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"hello":"world"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
