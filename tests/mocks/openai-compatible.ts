import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback OpenAI-compatible server (POST /v1/chat/completions): the real AI SDK provider
 * code talks HTTP to it. Each request takes the next scripted behaviour from the queue
 * (the last one repeats), and every request body is recorded.
 */
export type Behaviour =
  /**
   * The answer the prompt asks for, `{"options": ["…", "…"]}` (prompt.ts), streamed in
   * 24-character pieces `chunkDelayMs` apart. Other shapes models use: tests/mocks/model-answers.ts.
   */
  | { kind: 'options'; options: readonly string[]; chunkDelayMs?: number }
  /** The answer a model would write from the prompt it was sent (system and user messages). */
  | { kind: 'reply'; answer: (prompt: string) => string; chunkDelayMs?: number }
  /** Any answer text, streamed in `chunkSize`-character pieces `chunkDelayMs` apart. */
  | { kind: 'raw'; content: string; chunkDelayMs?: number; chunkSize?: number }
  /** An HTTP error with a JSON (or any) body and extra headers (e.g. Retry-After). */
  | { kind: 'status'; status: number; body?: string; headers?: Record<string, string> }
  /** Accepts and never answers. */
  | { kind: 'hang' }
  /** Half of the options' JSON, then the connection is destroyed. */
  | { kind: 'truncate'; options: readonly string[]; chunkDelayMs?: number }
  /** Streams the start of `content`, then holds the connection open and sends nothing. */
  | { kind: 'stall'; content: string; after: number };

export class FakeOpenAI {
  private server: Server;
  private queue: Behaviour[] = [];
  readonly requests: { body: Record<string, unknown> }[] = [];

  /** The system and user messages of request `i`, as one text. */
  promptOf(i: number): string {
    const messages = (this.requests[i]?.body.messages ?? []) as { content: unknown }[];
    return messages
      .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
      .join('\n');
  }
  private open = new Set<ServerResponse>();
  url = '';

  constructor() {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this.url;
  }

  script(...behaviours: Behaviour[]): void {
    this.queue = behaviours;
  }

  async stop(): Promise<void> {
    for (const res of this.open) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private next(): Behaviour {
    return (
      (this.queue.length > 1 ? this.queue.shift() : this.queue[0]) ?? {
        kind: 'status',
        status: 500,
      }
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    this.requests.push({ body });
    const behaviour = this.next();
    if (behaviour.kind === 'hang') {
      this.open.add(res);
      res.on('close', () => this.open.delete(res));
      return;
    }
    if (behaviour.kind === 'status') {
      res.writeHead(behaviour.status, {
        'content-type': 'application/json',
        ...behaviour.headers,
      });
      res.end(
        behaviour.body ??
          JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }),
      );
      return;
    }
    if (behaviour.kind === 'stall') {
      this.open.add(res);
      res.on('close', () => this.open.delete(res));
      await writeChatStream(res, behaviour.content.slice(0, behaviour.after), { hold: true });
      return;
    }
    const content =
      behaviour.kind === 'raw'
        ? behaviour.content
        : behaviour.kind === 'reply'
          ? behaviour.answer(this.promptOf(this.requests.length - 1))
          : promptedAnswer(behaviour.options);
    const payload =
      behaviour.kind === 'truncate' ? content.slice(0, Math.floor(content.length / 2)) : content;
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(completion(payload)));
      return;
    }
    this.open.add(res);
    res.on('close', () => this.open.delete(res));
    await writeChatStream(res, payload, {
      delayMs: behaviour.chunkDelayMs ?? 0,
      chunkSize: behaviour.kind === 'raw' ? behaviour.chunkSize : undefined,
      truncate: behaviour.kind === 'truncate',
    });
  }
}

/**
 * What the prompt asks the model for (server/features/announcements/prompt.ts: "Answer with
 * JSON only … {"options": ["…", "…"]}"), so the fakes answer as a model that follows it.
 */
export function promptedAnswer(options: readonly string[]): string {
  return JSON.stringify({ options });
}

function completion(content: string) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_790_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * Streams `payload` as OpenAI chat-completion chunks (SSE), 24 characters a chunk unless
 * `chunkSize` says otherwise; with `truncate` the connection drops before the final chunk, as
 * a failing upstream would; with `hold` it stays open and silent after the payload.
 */
export async function writeChatStream(
  res: ServerResponse,
  payload: string,
  options: { delayMs?: number; truncate?: boolean; chunkSize?: number; hold?: boolean } = {},
): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const size = options.chunkSize ?? 24;
  const pieces = payload.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
  for (const [i, piece] of pieces.entries()) {
    if (res.destroyed) return;
    const delta = i === 0 ? { role: 'assistant', content: piece } : { content: piece };
    res.write(`data: ${JSON.stringify(chunk(delta, null))}\n\n`);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
  }
  if (options.truncate) {
    res.destroy();
    return;
  }
  if (options.hold) return;
  if (res.destroyed) return;
  res.write(`data: ${JSON.stringify(chunk({}, 'stop'))}\n\n`);
  res.end('data: [DONE]\n\n');
}

function chunk(delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_790_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
}
