// The few parts of autocannon's API the load client uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Client extends EventEmitter {
    setHeaders(headers: Record<string, string>): void;
  }

  interface Options {
    url: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    setupClient?: (client: Client) => void;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter {
    stop(): void;
    on(
      event: 'response',
      listener: (
        client: Client,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): this;
  }

  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
