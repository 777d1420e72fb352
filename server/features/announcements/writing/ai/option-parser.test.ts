import { describe, expect, it } from 'vitest';
import { EXTRA_OPTIONS, GOOD_OPTIONS, MESSY_FORMS } from '#tests/mocks/model-answers.ts';
import { createOptionParser, parseOptions } from './option-parser.ts';

const flat = (texts: string[]) => texts.map((t) => t.replace(/\s+/g, ' '));

/** Feeds `text` in pieces of `size` characters, recording after which piece each option came. */
function stream(text: string, size: number, expected = 3) {
  const parser = createOptionParser({ expected });
  const options: { text: string; at: number }[] = [];
  for (let at = 0; at < text.length; at += size)
    for (const option of parser.push(text.slice(at, at + size))) options.push({ text: option, at });
  for (const option of parser.end()) options.push({ text: option, at: text.length });
  return options;
}

describe('option parser', () => {
  it.each(MESSY_FORMS.map((form) => [form.id, form] as const))(
    'reads %s as the three options, whole or in any split',
    (_id, form) => {
      const answer = form.render(GOOD_OPTIONS);
      const extra = form.id === 'five-options' ? [...EXTRA_OPTIONS] : [];
      expect(flat(parseOptions(answer, 3))).toEqual([...GOOD_OPTIONS, ...extra]);
      for (const size of [1, 7, 24, 500])
        expect(flat(stream(answer, size).map((o) => o.text))).toEqual([...GOOD_OPTIONS, ...extra]);
    },
  );

  it('hands out each JSON option before the model has written the next', () => {
    const answer = JSON.stringify({ options: GOOD_OPTIONS });
    const seen = stream(answer, 10);
    const endOf = (text: string) =>
      answer.indexOf(JSON.stringify(text)) + JSON.stringify(text).length;
    // Each option arrives within a piece or two of its closing quote, long before the end.
    expect(seen[0]!.at).toBeLessThan(endOf(GOOD_OPTIONS[0]) + 20);
    expect(seen[1]!.at).toBeLessThan(endOf(GOOD_OPTIONS[1]) + 20);
    expect(seen[0]!.at).toBeLessThan(answer.length / 2);
  });

  it('hands out a list option as soon as the next marker line is complete', () => {
    const answer = GOOD_OPTIONS.map((t, i) => `Option ${i + 1}: ${t}`).join('\n');
    const seen = stream(answer, 5);
    expect(seen.map((o) => o.text)).toEqual([...GOOD_OPTIONS]);
    expect(seen[0]!.at).toBeLessThan(answer.indexOf('Option 3'));
  });

  it('keeps a numbered list inside an option in that option', () => {
    const inner = 'Three things to know about Priya:\n1. Data Engineer\n2. Data Platform';
    const answer = `1. ${GOOD_OPTIONS[0]}\n\n2. ${inner}\n\n3. ${GOOD_OPTIONS[2]}`;
    // "1." inside option 2 is not the next marker ("3."), so it stays in the text.
    expect(parseOptions(answer, 3)).toEqual([GOOD_OPTIONS[0], inner, GOOD_OPTIONS[2]]);
  });

  it('keeps options that span paragraphs and drops only the chat around them', () => {
    const two = 'Please welcome Priya Sharma!\n\nPriya joins Data Platform as a Data Engineer.';
    const answer = `Here you go:\n\nOption 1:\n${two}\n\nOption 2:\n${GOOD_OPTIONS[1]}\n\nLet me know if you'd like a different tone.`;
    expect(parseOptions(answer, 3)).toEqual([two, GOOD_OPTIONS[1]]);
  });

  it('marks an element it cannot read as an empty option, keeping the count', () => {
    const answer = JSON.stringify({ options: [GOOD_OPTIONS[0], 42, { n: 1 }, GOOD_OPTIONS[1]] });
    expect(parseOptions(answer, 3)).toEqual([GOOD_OPTIONS[0], '', '', GOOD_OPTIONS[1]]);
  });

  it('keeps the options completed before a stream broke off', () => {
    const answer = JSON.stringify({ options: GOOD_OPTIONS });
    const cut = answer.slice(0, answer.indexOf(GOOD_OPTIONS[2]) + 20);
    expect(parseOptions(cut, 3)).toEqual([GOOD_OPTIONS[0], GOOD_OPTIONS[1]]);
  });

  it('finds nothing in prose, a refusal or an empty answer', () => {
    expect(parseOptions('Sure! Here are some announcements: ...', 3)).toEqual([]);
    expect(parseOptions("I'm sorry, I can't help with that.", 3)).toEqual([]);
    expect(parseOptions('', 3)).toEqual([]);
    expect(parseOptions('{"error": "overloaded"}', 3)).toEqual([]);
  });

  it('takes a lone answer as the one option asked for', () => {
    expect(parseOptions(`Here's a fresh version:\n${GOOD_OPTIONS[1]}`, 1)).toEqual([
      GOOD_OPTIONS[1],
    ]);
    expect(parseOptions(`"${GOOD_OPTIONS[1]}"`, 1)).toEqual([GOOD_OPTIONS[1]]);
  });

  it('reads JSON that follows a sentence on the same line', () => {
    expect(parseOptions(`Here they are: ${JSON.stringify(GOOD_OPTIONS)}`, 3)).toEqual([
      ...GOOD_OPTIONS,
    ]);
  });

  it('prefers the options array over other arrays in the object', () => {
    const answer = JSON.stringify({ tags: ['welcome', 'data'], announcements: GOOD_OPTIONS });
    expect(parseOptions(answer, 3)).toEqual([...GOOD_OPTIONS]);
  });

  it('splits three unmarked paragraphs when three were asked for', () => {
    expect(parseOptions(GOOD_OPTIONS.join('\n\n'), 3)).toEqual([...GOOD_OPTIONS]);
  });

  it('strips markdown emphasis and wrapping quotes from an option', () => {
    const answer = JSON.stringify(['“Welcome **Priya Sharma** to Data Platform!”']);
    expect(parseOptions(answer, 1)).toEqual(['Welcome Priya Sharma to Data Platform!']);
  });
});
