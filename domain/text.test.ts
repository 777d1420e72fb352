import { describe, expect, it } from 'vitest';
import {
  EMOJI,
  PREVIEW_LENGTH,
  closingEmoji,
  withoutClosingEmoji,
  characterCount,
  emailSubject,
  formatForCopy,
  messageTypeBadgeColour,
  needsTruncation,
  toEmail,
  toSlackMrkdwn,
  toneBadgeColour,
  truncateText,
} from './text.ts';
import { TONES } from './tones.ts';
import { MESSAGE_TYPES } from './message-types.ts';

describe('truncateText', () => {
  it('keeps texts of up to 120 characters as they are', () => {
    const exact = 'a'.repeat(PREVIEW_LENGTH);
    expect(needsTruncation(exact)).toBe(false);
    expect(truncateText(exact)).toBe(exact);
  });

  it('cuts longer texts at 120 characters and adds an ellipsis', () => {
    const long = `${'b'.repeat(119)} tail of the message`;
    expect(needsTruncation(long)).toBe(true);
    // The cut falls on a space, which is trimmed before the ellipsis.
    expect(truncateText(long)).toBe(`${'b'.repeat(119)}…`);
    expect(truncateText('x'.repeat(130))).toBe(`${'x'.repeat(120)}…`);
  });

  it('counts and cuts by characters, never splitting an emoji', () => {
    expect(characterCount('🎉🎉')).toBe(2);
    const text = '🎉'.repeat(121);
    expect(truncateText(text)).toBe(`${'🎉'.repeat(120)}…`);
  });
});

describe('badge colours', () => {
  it('gives every tone and type its own colour', () => {
    const tones = TONES.map((t) => toneBadgeColour(t.value));
    const types = MESSAGE_TYPES.map((t) => messageTypeBadgeColour(t.value));
    expect(new Set([...tones, ...types]).size).toBe(tones.length + types.length);
    expect(tones).not.toContain('slate');
  });

  it('matches a tone by value, spaced form or label (spec §3)', () => {
    expect(toneBadgeColour('warm_professional')).toBe('indigo');
    expect(toneBadgeColour('warm professional')).toBe('indigo');
    expect(toneBadgeColour('Warm & Professional')).toBe('indigo');
    expect(toneBadgeColour('sarcastic')).toBe('slate');
  });

  it('matches a type by value, label or badge text', () => {
    expect(messageTypeBadgeColour('achievements')).toBe('orange');
    expect(messageTypeBadgeColour('Achievement')).toBe('orange');
    expect(messageTypeBadgeColour('Promotion Announcement')).toBe('blue');
    expect(messageTypeBadgeColour('farewell')).toBe('slate');
  });
});

describe('Slack mrkdwn', () => {
  it('escapes Slack control characters and bolds the name once', () => {
    expect(toSlackMrkdwn('Say hi to Ada & the <team>! Ada rocks.', { name: 'Ada' })).toBe(
      'Say hi to *Ada* &amp; the &lt;team&gt;! Ada rocks.',
    );
  });

  it('turns Markdown bold into Slack bold and leaves a bolded name alone', () => {
    expect(toSlackMrkdwn('Welcome **Ada**!', { name: 'Ada' })).toBe('Welcome *Ada*!');
  });

  it('does not bold a name inside another word and copes with special characters', () => {
    expect(toSlackMrkdwn('Adam and Ada', { name: 'Ada' })).toBe('Adam and *Ada*');
    expect(toSlackMrkdwn('Hi J.R. (Jr)', { name: 'J.R. (Jr)' })).toBe('Hi *J.R. (Jr)*');
  });
});

describe('e-mail format', () => {
  it('has a subject by message type', () => {
    expect(emailSubject({ name: 'Ada', messageType: 'welcome' })).toBe(
      'Please welcome Ada to the team',
    );
    expect(emailSubject({ name: 'Ada', messageType: 'promotion' })).toBe(
      'Congratulations to Ada on their new role',
    );
    expect(emailSubject({ name: 'Ada', messageType: 'achievements' })).toBe(
      "Celebrating Ada's achievement",
    );
  });

  it('cleans the body into paragraphs', () => {
    expect(
      toEmail('  Hello **team**!\r\n\r\n\r\nAda joins us.  ', {
        name: 'Ada',
        messageType: 'welcome',
      }),
    ).toEqual({ subject: 'Please welcome Ada to the team', body: 'Hello team!\n\nAda joins us.' });
  });

  it('formats an option for each copy format', () => {
    const context = { name: 'Ada', messageType: 'welcome' };
    expect(formatForCopy('Hi Ada', 'plain', context)).toBe('Hi Ada');
    expect(formatForCopy('Hi Ada', 'slack', context)).toBe('Hi *Ada*');
    expect(formatForCopy('Hi Ada', 'email', context)).toBe(
      'Subject: Please welcome Ada to the team\n\nHi Ada',
    );
  });
});

describe('emoji at the end of a text', () => {
  it.each([
    ['Goed gedaan 💐', 'Goed gedaan', ' 💐'],
    ['great job 👏🏾', 'great job', ' 👏🏾'],
    ['ran the marathon 🏃🏽‍♀️', 'ran the marathon', ' 🏃🏽‍♀️'],
    ['home win 🇳🇬🇬🇭', 'home win', ' 🇳🇬🇬🇭'],
    ['for Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'for Scotland', ' 🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['no emoji here', 'no emoji here', ''],
    ['a 🎉 in the middle', 'a 🎉 in the middle', ''],
  ])('%s', (text, without, emoji) => {
    expect(withoutClosingEmoji(text)).toBe(without);
    expect(closingEmoji(text)).toBe(emoji);
  });

  it('reads a skin tone, a flag and a joined sequence as one emoji each', () => {
    const one = new RegExp(`^(?:${EMOJI})$`, 'u');
    for (const emoji of ['👍🏾', '🇳🇬', '🏃🏽‍♀️', '👩🏾‍🍳', '❤️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿']) expect(emoji).toMatch(one);
    expect('🇳🇬🇬🇭').not.toMatch(one);
  });
});
