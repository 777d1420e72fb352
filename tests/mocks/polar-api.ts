import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback stand-in for the Polar API endpoints Herald calls; records every request. */
export class FakePolarApi {
  private server: Server;
  readonly requests: {
    method: string;
    path: string;
    body: Record<string, unknown>;
    auth: string | undefined;
  }[] = [];
  failWith: number | null = null;
  url = '';

  constructor() {
    this.server = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      this.requests.push({
        method: req.method ?? '',
        path,
        body: raw ? JSON.parse(raw) : {},
        auth: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      if (this.failWith) {
        res.statusCode = this.failWith;
        res.end(JSON.stringify({ error: 'boom', detail: 'Polar is down' }));
        return;
      }
      if (req.method === 'POST' && path.startsWith('/v1/checkouts')) {
        res.statusCode = 201;
        res.end(
          JSON.stringify({
            id: 'chk_123',
            url: 'https://sandbox.polar.sh/checkout/chk_123',
            status: 'open',
          }),
        );
        return;
      }
      if (req.method === 'POST' && path.startsWith('/v1/customer-sessions')) {
        res.statusCode = 201;
        res.end(
          JSON.stringify({
            id: 'cs_1',
            token: 'polar_cst_secret',
            customer_portal_url: 'https://sandbox.polar.sh/portal/session',
            expires_at: new Date(Date.now() + 3600_000).toISOString(),
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'not_found' }));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
