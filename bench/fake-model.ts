import { simulateReadableStream, type LanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { selectWriter } from '#server/features/announcements/writing/configured-writer.ts';
import type { Writer } from '#server/features/announcements/writing/writer.ts';

/**
 * Fake AI models for the generation benchmarks. They stream the JSON the AI writer's prompt
 * asks for (`{"options":["…",…]}`), so the real AI SDK streaming, the option parser, the
 * option checks, the fact screen and the storage all run; only the provider's network and
 * thinking time are absent.
 */

/** The request every generation benchmark sends; the options below fit it. */
export const GENERATE_INPUT = {
  newHireName: 'Priya Sharma',
  role: 'Data Engineer',
  team: 'Data Platform',
  tone: 'warm_professional',
  messageType: 'welcome',
  length: 'medium',
} as const;

// Three options that pass every check for GENERATE_INPUT: the name, 25–140 words, distinct,
// and nothing the input does not hold (no pronoun, no years of experience).
const OPTIONS = [
  'Please join me in welcoming Priya Sharma, who joins the Data Platform team as a Data Engineer. Everyone on Data Platform is looking forward to working with Priya, so say hello when you see Priya online!',
  'Big news for the data crew: Priya Sharma joins us as our newest Data Engineer. The Data Platform team has grown by one, and we are thrilled to have Priya on board. Drop a friendly note to welcome Priya to the team.',
  'A warm welcome to Priya Sharma, the newest Data Engineer on Data Platform! What is the best way to get to know the team here? Reply below with your advice for Priya and introduce yourself to our new colleague.',
];

const MODEL_OUTPUT = JSON.stringify({ options: OPTIONS });

function splitEvenly(text: string, chunks: number): string[] {
  const size = Math.ceil(text.length / chunks);
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}

/**
 * `chunkDelayMs: null` answers with no timer at all (the zero-latency model: what is left
 * of a generation's time is the server's own overhead); a number streams `chunks` text
 * deltas that far apart, like a provider writing at a fixed rate.
 */
export function fakeModel(options: { chunks: number; chunkDelayMs: number | null }): LanguageModel {
  const deltas = splitEvenly(MODEL_OUTPUT, options.chunks);
  return new MockLanguageModelV4({
    modelId: 'bench-fake-model',
    // A function, not a value: every call needs its own stream (a stream is read once).
    doStream: async () => ({
      stream: simulateReadableStream({
        initialDelayInMs: options.chunkDelayMs,
        chunkDelayInMs: options.chunkDelayMs,
        chunks: [
          { type: 'stream-start' as const, warnings: [] },
          { type: 'text-start' as const, id: 't' },
          ...deltas.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end' as const, id: 't' },
          {
            type: 'finish' as const,
            finishReason: { unified: 'stop' as const, raw: 'stop' },
            usage: {
              inputTokens: { total: 400, noCache: 400, cacheRead: 0, cacheWrite: 0 },
              outputTokens: { total: 160, text: 160, reasoning: 0 },
            },
          },
        ],
      }),
    }),
  });
}

/** The production AI writer (prompt, streaming, option parser) around a fake model. */
export function fakeWriter(options: Parameters<typeof fakeModel>[0]): Writer {
  const env = {
    AI_PROVIDER: undefined,
    AI_MODEL: 'bench-fake-model',
    AI_API_KEY: undefined,
    AI_BASE_URL: undefined,
    AI_IDLE_TIMEOUT_MS: 20_000,
  };
  return selectWriter(env, fakeModel(options));
}
