import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promptedAnswer, writeChatStream } from './openai-compatible.ts';

/**
 * A loopback OpenAI-compatible server (POST /v1/chat/completions, streaming) whose behaviour
 * is chosen per request by a key found in the prompt (e.g. the person's name), so that many
 * concurrent generations can each get their own fault, whatever order they arrive in.
 */
export type Fault =
  /** Three options, streamed in 24-character pieces `chunkDelayMs` apart. */
  | { kind: 'options'; options: string[]; chunkDelayMs?: number }
  /** Any text as the assistant's content (e.g. prose instead of JSON). */
  | { kind: 'raw'; content: string }
  /** An HTTP error status with a JSON (or any) body. */
  | { kind: 'status'; status: number; body?: string }
  /** Accepts and never answers. */
  | { kind: 'hang' }
  /** Answers headers, then nothing. */
  | { kind: 'stall-body' }
  /** Half of the options' JSON, then the connection is destroyed. */
  | { kind: 'truncate'; options: string[] }
  /** `data:` lines that are not JSON. */
  | { kind: 'garbage-sse' }
  /** A 200 with a body that is not an event stream at all. */
  | { kind: 'html'; body: string };

export interface RecordedRequest {
  key: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

export class KeyedOpenAI {
  private server: Server;
  private open = new Set<ServerResponse>();
  readonly requests: RecordedRequest[] = [];
  url = '';

  /**
   * @param keyPattern finds the key in the request body's text (first capture group)
   * @param faultFor the behaviour for a key and how many requests that key made before
   */
  constructor(
    private readonly keyPattern: RegExp,
    private readonly faultFor: (key: string, attempt: number) => Fault,
  ) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this.url;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const key = this.keyPattern.exec(raw)?.[1] ?? '';
    const attempt = this.requests.filter((r) => r.key === key).length;
    this.requests.push({
      key,
      authorization: req.headers.authorization,
      body: JSON.parse(raw || '{}') as Record<string, unknown>,
    });
    const fault = this.faultFor(key, attempt);
    this.open.add(res);
    res.on('close', () => this.open.delete(res));

    switch (fault.kind) {
      case 'hang':
        return;
      case 'status':
        res.writeHead(fault.status, { 'content-type': 'application/json' });
        res.end(
          fault.body ??
            JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }),
        );
        return;
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(fault.body);
        return;
      case 'stall-body':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(': keep-alive\n\n');
        return;
      case 'garbage-sse':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: {"choices": [ {"delta": \n\n');
        res.write('data: <html>Bad Gateway</html>\n\n');
        res.end('data: [DONE]\n\n');
        return;
    }

    const content = fault.kind === 'raw' ? fault.content : promptedAnswer(fault.options);
    const payload =
      fault.kind === 'truncate' ? content.slice(0, Math.floor(content.length / 2)) : content;
    await writeChatStream(res, payload, {
      delayMs: fault.kind === 'options' ? (fault.chunkDelayMs ?? 0) : 0,
      truncate: fault.kind === 'truncate',
    });
  }
}
