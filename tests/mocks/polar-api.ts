import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSubscription {
  /** The customer's external id: the Herald user id given at checkout. */
  externalCustomerId: string;
  endedAt: string | null;
}

/** A loopback stand-in for the Polar API endpoints Herald calls; records every request. */
export class FakePolarApi {
  private server: Server;
  readonly requests: {
    method: string;
    path: string;
    query: URLSearchParams;
    body: Record<string, unknown>;
    auth: string | undefined;
  }[] = [];
  /** The subscriptions Polar holds, by id: tests add them; revoking one ends it. */
  readonly subscriptions = new Map<string, FakeSubscription>();
  failWith: number | null = null;
  /** When set, only requests with this method fail with `failWith`. */
  failMethod: string | null = null;
  url = '';

  constructor() {
    this.server = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const { pathname: path, searchParams: query } = new URL(req.url ?? '/', 'http://x');
      this.requests.push({
        method: req.method ?? '',
        path,
        query,
        body: raw ? JSON.parse(raw) : {},
        auth: req.headers.authorization,
      });
      res.setHeader('content-type', 'application/json');
      if (this.failWith && (!this.failMethod || this.failMethod === req.method)) {
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
      if (req.method === 'GET' && path === '/v1/subscriptions/') {
        const customer = query.get('external_customer_id');
        const items = [...this.subscriptions]
          .filter(([, s]) => s.externalCustomerId === customer)
          .map(([id, s]) => subscriptionBody(id, s));
        res.end(JSON.stringify({ items, pagination: { total_count: items.length, max_page: 1 } }));
        return;
      }
      const revoke = req.method === 'DELETE' && path.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (revoke) {
        // Polar's answers: 404 ResourceNotFound, 403 AlreadyCanceledSubscription, else the
        // subscription, ended now.
        const id = decodeURIComponent(revoke[1]!);
        const subscription = this.subscriptions.get(id);
        if (!subscription) {
          res.statusCode = 404;
          res.end(JSON.stringify({ error: 'ResourceNotFound', detail: 'Not found' }));
          return;
        }
        if (subscription.endedAt) {
          res.statusCode = 403;
          res.end(
            JSON.stringify({
              error: 'AlreadyCanceledSubscription',
              detail: 'This subscription is already revoked.',
            }),
          );
          return;
        }
        subscription.endedAt = new Date().toISOString();
        res.end(JSON.stringify(subscriptionBody(id, subscription)));
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: 'not_found' }));
    });
  }

  /** The revoke calls made, by subscription id, in order. */
  revoked(): string[] {
    return this.requests
      .filter((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'))
      .map((r) => decodeURIComponent(r.path.slice('/v1/subscriptions/'.length)));
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

/** The fields of Polar's Subscription that Herald reads, plus a few. */
function subscriptionBody(id: string, s: FakeSubscription) {
  return {
    id,
    status: s.endedAt ? 'canceled' : 'active',
    cancel_at_period_end: false,
    ended_at: s.endedAt,
    customer: { external_id: s.externalCustomerId },
  };
}
