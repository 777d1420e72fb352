import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Loopback stand-ins for the four chat webhooks (issue 16 item 11): one HTTP server whose
 * paths look like each provider's, answering as that provider does when all is well (Slack
 * 200 "ok", Teams Workflows 202, Google Chat 200 JSON, Discord 204). Google Chat behaves as
 * spaces.messages.create documents `requestId`: a request ID the space has seen returns the
 * message created with it (200, same name) instead of creating another; and a `messageId`
 * must start with `client-` (63 characters at most, lower-case letters, digits, hyphens) and
 * be new in the space, else 400 or 409 ALREADY_EXISTS. It records every request, and a test can script answers per webhook: 429
 * with Retry-After, 500, 410, a redirect, an endless body, or no answer at all (hang).
 */

export type Provider = 'slack' | 'teams' | 'google_chat' | 'discord';

export interface ReceivedPost {
  provider: Provider;
  /** The webhook's path (which webhook was posted to). */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  receivedAt: number;
  /** Whether this request put a message in the channel (a new one: not a de-duplicated retry). */
  accepted: boolean;
}

export type Answer =
  | 'ok'
  | 'hang'
  | 'huge'
  | { status: number; body?: string; retryAfter?: string; location?: string };

const PATHS: Record<Provider, (id: string) => string> = {
  slack: (id) => `/services/T0000/B0000/${id}`,
  teams: (id) => `/workflows/${id}/triggers/manual/paths/invoke`,
  google_chat: (id) => `/v1/spaces/${id}/messages`,
  discord: (id) => `/api/webhooks/1234567890/${id}`,
};

function providerOf(path: string): Provider | undefined {
  if (path.startsWith('/services/')) return 'slack';
  if (path.startsWith('/workflows/')) return 'teams';
  if (path.startsWith('/v1/spaces/')) return 'google_chat';
  if (path.startsWith('/api/webhooks/')) return 'discord';
  return undefined;
}

export class FakeChatWebhooks {
  private server: Server;
  private sockets = new Set<Socket>();
  private hanging = new Set<ServerResponse>();
  private scripts = new Map<string, Answer[]>();
  /** Google Chat, per space: request IDs seen (→ message name), and client message IDs used. */
  private chatRequests = new Map<string, string>();
  private chatMessageIds = new Set<string>();
  private listeners = new Set<() => void>();
  readonly posts: ReceivedPost[] = [];
  url = '';
  /** Delay before answering, for load and lateness tests. */
  latencyMs = 0;

  constructor() {
    this.server = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      const parsed = new URL(req.url ?? '/', 'http://fake');
      const provider = providerOf(parsed.pathname);
      if (!provider || req.method !== 'POST') {
        res.writeHead(404).end('no such webhook');
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        res.writeHead(400).end('invalid_payload');
        return;
      }
      const post: ReceivedPost = {
        provider,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: req.headers,
        body,
        receivedAt: Date.now(),
        accepted: false,
      };
      if (provider === 'google_chat') {
        const requestId = post.query.get('requestId');
        const known = requestId && this.chatRequests.get(`${parsed.pathname} ${requestId}`);
        if (known) {
          // Idempotent create: the message made with this request ID, not a new one.
          this.record(post);
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ name: known }));
          return;
        }
        const messageId = post.query.get('messageId');
        if (messageId && !/^client-[a-z0-9-]{1,56}$/.test(messageId)) {
          this.record(post);
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end('{"error":{"code":400,"status":"INVALID_ARGUMENT"}}');
          return;
        }
        if (messageId && this.chatMessageIds.has(`${parsed.pathname} ${messageId}`)) {
          this.record(post);
          res
            .writeHead(409, { 'content-type': 'application/json' })
            .end('{"error":{"code":409,"status":"ALREADY_EXISTS"}}');
          return;
        }
      }
      const answer = this.scripts.get(parsed.pathname)?.shift() ?? 'ok';
      const created = () => {
        if (provider !== 'google_chat') return;
        const name = `${parsed.pathname.slice(4, -'/messages'.length)}/messages/${this.posts.length}`;
        const requestId = post.query.get('requestId');
        if (requestId) this.chatRequests.set(`${parsed.pathname} ${requestId}`, name);
        const messageId = post.query.get('messageId');
        if (messageId) this.chatMessageIds.add(`${parsed.pathname} ${messageId}`);
        return name;
      };
      if (answer === 'hang') {
        // The provider took the message (it is in the channel) but its answer never comes.
        post.accepted = true;
        created();
        this.record(post);
        this.hanging.add(res);
        return;
      }
      if (this.latencyMs) await new Promise((r) => setTimeout(r, this.latencyMs));
      if (answer === 'huge') {
        post.accepted = true;
        this.record(post);
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = 'x'.repeat(64 * 1024);
        const write = () => {
          if (!res.destroyed && res.write(chunk)) setImmediate(write);
          else if (!res.destroyed) res.once('drain', write);
        };
        write();
        return;
      }
      if (answer !== 'ok') {
        post.accepted = answer.status < 300;
        this.record(post);
        const headers: Record<string, string> = {};
        if (answer.retryAfter) headers['retry-after'] = answer.retryAfter;
        if (answer.location) headers.location = answer.location;
        res.writeHead(answer.status, headers).end(answer.body ?? '');
        return;
      }
      post.accepted = true;
      const name = created();
      this.record(post);
      if (provider === 'slack') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      else if (provider === 'teams') res.writeHead(202).end();
      else if (provider === 'google_chat')
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name }));
      else res.writeHead(204).end();
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  private record(post: ReceivedPost) {
    this.posts.push(post);
    for (const listener of this.listeners) listener();
  }

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A webhook URL of this fake for a provider; `id` tells webhooks apart. */
  webhook(provider: Provider, id: string = Math.random().toString(36).slice(2, 10)): string {
    return `${this.url}${PATHS[provider](id)}`;
  }

  /** The next answers of one webhook, in order; afterwards it answers normally. */
  script(webhookUrl: string, answers: Answer[]): void {
    this.scripts.set(new URL(webhookUrl).pathname, [...answers]);
  }

  /** Messages that reached a webhook's channel (answered 2xx, or taken and left hanging). */
  acceptedBy(webhookUrl: string): ReceivedPost[] {
    return this.postsTo(webhookUrl).filter((p) => p.accepted);
  }

  /** Requests to one webhook, whatever the answer. */
  postsTo(webhookUrl: string): ReceivedPost[] {
    const path = new URL(webhookUrl).pathname;
    return this.posts.filter((p) => p.path === path);
  }

  /** Resolves once `count` posts have reached a webhook (or rejects after `timeoutMs`). */
  waitForPosts(webhookUrl: string, count: number, timeoutMs = 15_000): Promise<ReceivedPost[]> {
    const path = new URL(webhookUrl).pathname;
    // Counted as posts arrive: filtering all of them on every post costs the bench's 10,000
    // quadratic time, on the cores the servers it measures need.
    let counted = 0;
    let matching = 0;
    return new Promise((resolve, reject) => {
      const check = () => {
        for (; counted < this.posts.length; counted++)
          if (this.posts[counted]!.path === path) matching++;
        if (matching < count) return false;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(this.postsTo(webhookUrl));
        return true;
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(
          new Error(`${this.postsTo(webhookUrl).length} of ${count} posts within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  /** Answers every request left hanging, as if the provider finally spoke. */
  releaseHanging(): void {
    for (const res of this.hanging) if (!res.destroyed) res.writeHead(200).end('ok');
    this.hanging.clear();
  }
}
