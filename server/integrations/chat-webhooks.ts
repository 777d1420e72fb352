import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import {
  destinationKindLabel,
  isAllowedExtraHost,
  type WebhookKind,
} from '#domain/destinations.ts';
import { parseRetryAfterMs } from '../retry-after.ts';

/**
 * The only module that talks to chat webhooks (Slack, Microsoft Teams, Google Chat, Discord).
 * Posts JSON with the guards issue 16 item 3 asks for: no redirects followed, a deadline on the
 * whole exchange, a bounded response, and no connection to a private or loopback address
 * unless the operator allowed that host (DESTINATION_ALLOW_HOSTS; refused in production). The
 * URL's host was already checked against the provider's documented hosts
 * (domain/destinations.ts); the address check here stops a documented name that resolves
 * somewhere internal.
 */

/** What a provider's answer means for a delivery, in words a user can act on. */
export type SendOutcome =
  | { kind: 'accepted'; detail: string }
  | {
      kind: 'retry';
      reason: string;
      /** The provider's Retry-After, when it gave one. */
      retryAfterMs?: number;
      /** The provider may have posted (no answer came): a retry could post twice. */
      uncertain: boolean;
    }
  | { kind: 'failed'; reason: string };

const MAX_RESPONSE_BYTES = 64 * 1024;

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  return family === 0 ? true : PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
}

class DeadlineError extends Error {
  readonly code = 'EDEADLINE';
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** dns.lookup that refuses private answers (Node calls it for names, never for IP literals). */
function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    if (addresses.some((a) => isPrivateAddress(a.address)))
      return callback(new PrivateAddressError(`${hostname} resolves to a private address`), '');
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(new PrivateAddressError(`${hostname} has no address`), '');
    callback(null, first.address, first.family);
  });
}

// Keep-alive: a burst of deliveries to one provider reuses its connections. As many sockets
// per host as the worker may have posts in flight (DELIVERY_CONCURRENCY, at most 256): a
// lower cap silently queued half of a burst to one provider behind the other half (ADR 038).
const agents = {
  https: new https.Agent({ keepAlive: true, maxSockets: 256 }),
  http: new http.Agent({ keepAlive: true, maxSockets: 256 }),
};

export interface RawAnswer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/**
 * A kept-alive connection the provider had already closed when the post went out on it: Node's
 * documented keep-alive race (`ClientRequest.reusedSocket`). Nothing was answered; the same
 * post on a fresh connection is what any client does next. The e2e send journey met it when
 * a post followed the destination's test post by about the server's keep-alive timeout.
 */
class StaleConnectionError extends Error {
  constructor(readonly original: Error) {
    super('a kept-alive connection was closed by the other side', { cause: original });
  }
}
const STALE_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * POSTs JSON and returns the answer (status, Retry-After, at most 64 KB of body). Posted once,
 * except on a kept-alive connection the provider closed before answering: then once more on
 * a new one, within the same deadline.
 */
export async function postWebhook(
  url: URL,
  payload: unknown,
  options: { timeoutMs: number; allowHosts: readonly string[] },
): Promise<RawAnswer> {
  const allowed = isAllowedExtraHost(url, options.allowHosts);
  const secure = url.protocol === 'https:';
  if (!secure && !allowed) throw new Error('webhooks are posted over https only');
  if (isIP(url.hostname.replace(/^\[|\]$/g, '')) && !allowed)
    throw new PrivateAddressError('IP addresses are not webhook hosts');
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  const startedAt = Date.now();
  try {
    return await postOnce(url, body, { timeoutMs: options.timeoutMs, secure, allowed });
  } catch (error) {
    if (!(error instanceof StaleConnectionError)) throw error;
    const left = options.timeoutMs - (Date.now() - startedAt);
    if (left <= 0) throw error.original;
    return postOnce(url, body, { timeoutMs: left, secure, allowed, fresh: true });
  }
}

function postOnce(
  url: URL,
  body: Buffer,
  options: { timeoutMs: number; secure: boolean; allowed: boolean; fresh?: boolean },
): Promise<RawAnswer> {
  const { secure, allowed } = options;
  const transport = secure ? https : http;
  const agent = secure ? agents.https : agents.http;

  return new Promise<RawAnswer>((resolve, reject) => {
    let answered = false;
    let settled = false;
    const finish = (error: Error | null, answer?: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(answer!);
    };
    const request = transport.request(
      url,
      {
        method: 'POST',
        // The second try opens its own connection: another kept-alive one may be as stale.
        agent: options.fresh ? false : agent,
        lookup: allowed ? undefined : publicOnlyLookup,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': String(body.length),
          'user-agent': 'Herald (announcement delivery)',
          accept: 'application/json, text/plain, */*',
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish(null, {
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: Buffer.concat(chunks).toString('utf8'),
          });
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_RESPONSE_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_RESPONSE_BYTES - size));
          size += chunk.length;
          // The status is what matters; a provider that keeps talking is not listened to.
          if (size >= MAX_RESPONSE_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', (error) => finish(error));
      },
    );
    const deadline = setTimeout(
      () => finish(new DeadlineError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', (error) => {
      const code = (error as { code?: unknown }).code;
      const stale = request.reusedSocket && !answered && STALE_CODES.has(String(code));
      finish(stale ? new StaleConnectionError(error) : error);
    });
    request.end(body);
  });
}

/** A provider's short error code (Slack's `channel_is_archived`), never a long or odd body. */
function errorCode(body: string): string | undefined {
  const text = body.trim();
  if (/^[a-z_]{3,60}$/.test(text)) return text;
  try {
    const json = JSON.parse(text) as {
      error?: { status?: unknown; message?: unknown } | unknown;
      message?: unknown;
    };
    const error = json.error as { status?: unknown; message?: unknown } | string | undefined;
    const code =
      typeof error === 'string'
        ? error
        : typeof error?.status === 'string'
          ? error.status
          : json.message;
    if (typeof code === 'string' && code.length <= 80 && !/https?:/i.test(code)) return code;
  } catch {
    // Not JSON: HTML error pages and the like say nothing a user can use.
  }
  return undefined;
}

const SLACK_GONE = new Set([
  'no_service',
  'no_team',
  'team_disabled',
  'channel_not_found',
  'invalid_token',
]);

/** Turns a provider's answer into an outcome with plain words (issue 16 items 1 and 9). */
export function interpretAnswer(kind: WebhookKind, answer: RawAnswer): SendOutcome {
  const label = destinationKindLabel(kind);
  const { status } = answer;
  if (status >= 200 && status < 300)
    return { kind: 'accepted', detail: `${label} accepted the message.` };
  // Read only from an error: Slack's "ok" is not JSON, and a JSON.parse that throws on every
  // accepted post showed in the drain's profile (ADR 051).
  const code = errorCode(answer.body);
  const suffix = code ? ` (${status} ${code})` : ` (${status})`;
  if (status >= 300 && status < 400)
    return {
      kind: 'failed',
      reason: `${label} answered with a redirect, which Herald does not follow. Check the webhook URL.`,
    };
  if (kind === 'slack' && code === 'channel_is_archived')
    return { kind: 'failed', reason: 'The Slack channel of this webhook was archived.' };
  if (kind === 'slack' && code === 'action_prohibited')
    return {
      kind: 'failed',
      reason: 'Slack refused the message: posting to this channel is restricted.',
    };
  if (status === 404 || status === 410 || (kind === 'slack' && code && SLACK_GONE.has(code)))
    return { kind: 'failed', reason: `This ${label} webhook no longer exists.` };
  if (status === 429)
    return {
      kind: 'retry',
      reason: `${label} asked Herald to slow down${suffix}.`,
      retryAfterMs: parseRetryAfterMs(answer.retryAfter),
      uncertain: false,
    };
  if (status === 408 || status >= 500)
    return {
      kind: 'retry',
      reason: `${label} had a problem and did not take the message${suffix}.`,
      retryAfterMs: parseRetryAfterMs(answer.retryAfter),
      uncertain: false,
    };
  if (status === 401 || status === 403)
    return {
      kind: 'failed',
      reason: `${label} refused the message${suffix}. Check the webhook URL, or create a new one.`,
    };
  return { kind: 'failed', reason: `${label} could not accept this message${suffix}.` };
}

/** A request that got no answer: whether it may have been posted, in plain words. */
export function interpretError(kind: WebhookKind, error: unknown, timeoutMs: number): SendOutcome {
  const label = destinationKindLabel(kind);
  const code = (error as { code?: unknown }).code;
  if (code === 'EPRIVATEADDRESS')
    return {
      kind: 'failed',
      reason: `This ${label} address points to a private network, which Herald does not post to.`,
    };
  if (code === 'EDEADLINE')
    return {
      kind: 'retry',
      reason: `${label} did not answer within ${Math.round(timeoutMs / 1000)} s.`,
      uncertain: true,
    };
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ECONNREFUSED')
    return { kind: 'retry', reason: `Herald could not reach ${label}.`, uncertain: false };
  // Reset or cut mid-exchange: the provider may have taken the message before the line broke.
  return { kind: 'retry', reason: `The connection to ${label} broke.`, uncertain: true };
}
