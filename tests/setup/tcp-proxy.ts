import net from 'node:net';

/**
 * A loopback TCP proxy that can "lose" its backend: used to take a real PostgreSQL away
 * from the server mid-test and bring it back, as a network partition or restart would.
 */
export class TcpProxy {
  private server = net.createServer((client) => this.handle(client));
  private sockets = new Set<net.Socket>();
  private up = true;
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

  /** Cuts every open connection and refuses new ones until `restore()`. */
  cut(): void {
    this.up = false;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.up = true;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(client: net.Socket): void {
    if (!this.up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  }
}
