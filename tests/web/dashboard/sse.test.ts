import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from '#web/features/announcements/sse.ts';

function streamOf(chunks: string[]) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(chunks: string[]) {
  const events = [];
  for await (const event of readServerSentEvents(streamOf(chunks))) events.push(event);
  return events;
}

describe('readServerSentEvents', () => {
  it('parses events split anywhere across chunks', async () => {
    expect(
      await collect([
        'event: opt',
        'ion\ndata: {"index":0',
        ',"text":"Hi"}\n',
        '\nevent: done\n',
        'data: {}\n\n',
      ]),
    ).toEqual([
      { event: 'option', data: '{"index":0,"text":"Hi"}' },
      { event: 'done', data: '{}' },
    ]);
  });

  it('joins data lines, ignores comments and ids, and accepts CRLF', async () => {
    expect(await collect([': keep-alive\r\nid: 7\r\ndata: a\r\ndata:b\r\n\r\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('keeps a last event that lacks its blank line', async () => {
    expect(await collect(['event: error\ndata: {"success":false}'])).toEqual([
      { event: 'error', data: '{"success":false}' },
    ]);
  });

  it('decodes multi-byte characters split between chunks', async () => {
    const bytes = new TextEncoder().encode('data: 🎉\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    const events = [];
    for await (const event of readServerSentEvents(stream)) events.push(event);
    expect(events).toEqual([{ event: 'message', data: '🎉' }]);
  });
});
