import net from 'node:net';

/**
 * The one loopback TCP proxy of the tests, in front of PostgreSQL, with three kinds of outage
 * (server tests use `cut()`, the reliability suites all three):
 * `cut()` resets every connection and refuses new ones (a crashed or restarting database);
 * `stall()` keeps connections open but forwards nothing (a network partition, a hung host);
 * `freeze()` is a stall that `thaw()` ends in place: every byte held back is then delivered
 * on the same connections, as when a stopped (SIGSTOP) server or VM resumes.
 * `restore()` ends a cut or a stall; stalled connections are reset then, as a partition's
 * would be.
 */
export class FaultyProxy {
  private server = net.createServer((client) => this.handle(client));
  private pairs = new Set<{ client: net.Socket; upstream: net.Socket | null }>();
  private mode: 'up' | 'cut' | 'stall' | 'frozen' = 'up';
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** The same PostgreSQL URL, through this proxy. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  cut(): void {
    this.mode = 'cut';
    this.destroyAll();
  }

  stall(): void {
    this.mode = 'stall';
    for (const { client, upstream } of this.pairs) {
      client.unpipe();
      upstream?.unpipe();
      client.pause();
      upstream?.pause();
    }
  }

  freeze(): void {
    this.stall();
    this.mode = 'frozen';
  }

  /** Ends a freeze: held connections resume, held new ones reach the server now. */
  thaw(): void {
    this.mode = 'up';
    for (const pair of this.pairs) {
      if (!pair.upstream) this.connectUpstream(pair);
      else {
        pair.client.pipe(pair.upstream);
        pair.upstream.pipe(pair.client);
      }
    }
  }

  restore(): void {
    if (this.mode === 'stall') this.destroyAll();
    this.mode = 'up';
  }

  async close(): Promise<void> {
    this.destroyAll();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private destroyAll(): void {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream?.destroy();
    }
    this.pairs.clear();
  }

  private handle(client: net.Socket): void {
    if (this.mode === 'cut') {
      client.destroy();
      return;
    }
    if (this.mode === 'stall' || this.mode === 'frozen') {
      // Accept and say nothing: the client's connect timeout has to notice.
      const pair = { client, upstream: null };
      this.pairs.add(pair);
      client.pause();
      client.on('error', () => {}).on('close', () => this.pairs.delete(pair));
      return;
    }
    this.connectUpstream({ client, upstream: null });
  }

  private connectUpstream(pair: { client: net.Socket; upstream: net.Socket | null }): void {
    const { client } = pair;
    const upstream = net.connect(this.targetPort, this.targetHost);
    pair.upstream = upstream;
    this.pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  }
}
