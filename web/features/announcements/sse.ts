/** One server-sent event: its name (default 'message') and its data lines joined by \n. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Parses a text/event-stream body as it arrives
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html#event-stream-interpretation).
 * EventSource cannot POST a JSON body, hence this reader over fetch's stream.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function* lines(flush: boolean): Generator<ServerSentEvent> {
    const parts = buffer.split(/\r\n|\r|\n/);
    // The last part is an unfinished line unless the stream has ended.
    buffer = flush ? '' : (parts.pop() ?? '');
    for (const line of parts) {
      if (line === '') {
        if (data.length) yield { event: event || 'message', data: data.join('\n') };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  }

  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      yield* lines(false);
    }
    finished = true;
    // A final event without its blank line still counts.
    buffer += `${decoder.decode()}\n\n`;
    yield* lines(true);
  } finally {
    // The reader stopped early (an error event, unmount): end the request too.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
