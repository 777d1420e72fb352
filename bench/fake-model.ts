import { simulateReadableStream, type LanguageModel } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { selectWriter } from '#server/features/announcements/configured-writer.ts';
import type { Writer } from '#server/features/announcements/writer.ts';

/**
 * Fake AI models for the generation benchmarks. They stream the JSON the AI writer asks for
 * (`Output.array` → `{"elements":[{"text":…},…]}`), so the real AI SDK parsing, the option
 * checks and the storage all run; only the provider's network and thinking time are absent.
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

// Three options that pass every check for GENERATE_INPUT: the name, 25–140 words, distinct.
const OPTIONS = [
  'Please join me in welcoming Priya Sharma, who starts today as a Data Engineer on the Data Platform team. She brings years of experience building reliable pipelines, and she is keen to meet everyone this week. Say hello when you see her online!',
  "Big news for the data crew: Priya joins us as our newest Data Engineer. We're thrilled to have her expertise on board as we scale the platform, so drop her a friendly note and share the one tip you wish someone had told you in your first week.",
  'A warm welcome to Priya Sharma! From this morning she is part of Data Platform, helping our analysts get trustworthy numbers faster. Her calendar has room for coffee chats all week, so book a slot and introduce yourself to our new colleague.',
];

export const MODEL_OUTPUT = JSON.stringify({ elements: OPTIONS.map((text) => ({ text })) });

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
  return new MockLanguageModelV3({
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

/** The production AI writer (prompt, AI SDK structured output) around a fake model. */
export function fakeWriter(options: Parameters<typeof fakeModel>[0]): Writer {
  const env = {
    AI_PROVIDER: undefined,
    AI_MODEL: 'bench-fake-model',
    AI_API_KEY: undefined,
    AI_BASE_URL: undefined,
  };
  return selectWriter(env, fakeModel(options));
}
