import autocannon from 'autocannon';
import { percentile } from './stats.ts';

/**
 * Runs in a child process (forked by api-load.ts): the load generator gets its own event
 * loop, so the server's latency is not inflated by the work of producing the load (both
 * would otherwise share the one JavaScript thread of the bench process).
 */

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
  /** One session cookie per connection (cycled), so each connection is a different user. */
  cookies: string[];
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses outside 2xx, plus connection errors and timeouts. */
  failures: number;
  statusCodes: Record<string, number>;
}

function run(request: LoadRequest): Promise<LoadResult> {
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    let connection = 0;
    const instance = autocannon(
      {
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: request.connections,
        duration: request.durationSeconds,
        timeout: 10,
        setupClient: (client) => {
          const cookie = request.cookies[connection++ % request.cookies.length];
          client.setHeaders({ ...request.headers, ...(cookie && { cookie }) });
        },
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          requestsPerSecond: latencies.length / result.duration,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failures: result.non2xx + result.errors + result.timeouts,
          statusCodes: Object.fromEntries(
            Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
          ),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}

process.once('message', (request: LoadRequest) => {
  run(request)
    .then((result) => process.send!(result, () => process.exit(0)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
});
