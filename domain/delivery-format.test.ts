import { describe, expect, it } from 'vitest';
import {
  deliveryLength,
  deliveryTextProblem,
  formatForDestination,
  testMessageText,
  toGoogleChatText,
  toPlainText,
} from './delivery-format.ts';
import { DESTINATION_KIND_VALUES } from './destinations.ts';

const context = { name: 'Priya Sharma', messageType: 'promotion' };

describe('native formats', () => {
  it('Slack: escaped mrkdwn sections within 3,000 characters, and a plain fallback', () => {
    const long = Array.from({ length: 5 }, (_, i) => `Paragraph ${i} ${'word '.repeat(180)}`).join(
      '\n\n',
    );
    const payload = formatForDestination('slack', long, context);
    if (payload.kind !== 'slack') throw new Error('kind');
    expect(payload.body.blocks.length).toBeGreaterThan(1);
    for (const block of payload.body.blocks)
      expect(block.text.text.length).toBeLessThanOrEqual(3000);
    expect(payload.body.blocks.map((b) => b.text.text).join('\n\n')).toBe(
      long.replace(/ +\n/g, '\n').trim().replace(/ +$/gm, ''),
    );
    expect(toPlainText('**Big** news\r\n\r\n\r\nfor <all>')).toBe('Big news\n\nfor <all>');
  });

  it('Teams: keeps single line breaks, one block per line, close within a paragraph', () => {
    const payload = formatForDestination('teams', 'Line one\nLine two\n\nNext', context);
    if (payload.kind !== 'teams') throw new Error('kind');
    expect(payload.body.attachments[0]!.content.body).toEqual([
      { type: 'TextBlock', text: 'Line one', wrap: true },
      { type: 'TextBlock', text: 'Line two', wrap: true, spacing: 'None' },
      { type: 'TextBlock', text: 'Next', wrap: true },
    ]);
  });

  it('Teams: one wrapped TextBlock per paragraph in an Adaptive Card', () => {
    const payload = formatForDestination('teams', 'One\n\nTwo', context);
    expect(payload).toMatchObject({
      kind: 'teams',
      body: {
        type: 'message',
        attachments: [
          {
            contentType: 'application/vnd.microsoft.card.adaptive',
            content: {
              type: 'AdaptiveCard',
              version: '1.4',
              body: [
                { type: 'TextBlock', text: 'One', wrap: true },
                { type: 'TextBlock', text: 'Two', wrap: true },
              ],
            },
          },
        ],
      },
    });
  });

  it('Google Chat: single-asterisk bold, and no space-wide mention from pasted text', () => {
    expect(toGoogleChatText('**Hi** <users/all> and <users/123>')).toBe(
      '*Hi* <\u200Busers/all> and <\u200Busers/123>',
    );
  });

  it('Discord: content with mentions disabled', () => {
    expect(formatForDestination('discord', 'Hi @everyone', context)).toEqual({
      kind: 'discord',
      body: { content: 'Hi @everyone', allowed_mentions: { parse: [] } },
    });
  });

  it('E-mail: a subject by message type, plain text and escaped HTML', () => {
    const payload = formatForDestination('email', '**Big** <b>news</b> & more\n\nBye', context);
    expect(payload).toEqual({
      kind: 'email',
      body: {
        subject: 'Congratulations to Priya Sharma on their new role',
        text: 'Big <b>news</b> & more\n\nBye',
        html: expect.stringContaining(
          '<p><strong>Big</strong> &lt;b&gt;news&lt;/b&gt; &amp; more</p>\n<p>Bye</p>',
        ) as string,
      },
    });
  });
});

describe('length limits, checked before sending', () => {
  it('says how much too long a Discord or Google Chat message is', () => {
    expect(deliveryTextProblem('discord', 'x'.repeat(2000), context)).toBeNull();
    expect(deliveryTextProblem('discord', 'x'.repeat(2001), context)).toBe(
      'Discord messages can be at most 2,000 characters; this one has 2,001. Shorten it by 1.',
    );
    expect(deliveryTextProblem('google_chat', 'x'.repeat(4100), context)).toBe(
      'Google Chat messages can be at most 4,096 characters; this one has 4,100. Shorten it by 4.',
    );
    expect(deliveryTextProblem('slack', 'x'.repeat(4100), context)).toBeNull();
  });

  it('counts an emoji as the provider does (two UTF-16 units), never under the limit', () => {
    expect(deliveryTextProblem('discord', '🎉'.repeat(1000), context)).toBeNull();
    expect(deliveryTextProblem('discord', `${'🎉'.repeat(1000)}!`, context)).toMatch(/2,001/);
  });

  it('refuses empty and overlong texts everywhere', () => {
    expect(deliveryTextProblem('email', '   ', context)).toBe('The message cannot be empty.');
    expect(deliveryTextProblem('teams', 'x'.repeat(5001), context)).toBe(
      'The message must be at most 5,000 characters.',
    );
  });
});

// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** Every string in a payload, with its path: what a provider could read as markup. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

describe('hostile text in every field of every payload (issue 20 items 2 and 9)', () => {
  const mentions = 'Hello <!channel> <!here> <!everyone> <@U123> <#C42> <users/all> <USERS/123>';
  const hostileName = '<!here> ops & co';
  const payloads = DESTINATION_KIND_VALUES.flatMap((kind) => [
    {
      kind,
      what: 'announcement',
      payload: formatForDestination(kind, mentions, { name: hostileName, messageType: 'welcome' }),
    },
    {
      kind,
      what: 'Send test',
      payload: formatForDestination(kind, testMessageText(hostileName), {
        name: '',
        messageType: 'welcome',
      }),
    },
  ]);

  it('Slack: no field holds a raw <, so no <!channel>, <!here>, <!everyone> or <@user> notifies', () => {
    const slack = payloads.filter((p) => p.kind === 'slack');
    for (const { what, payload } of slack) {
      const fields = strings(payload.body);
      expect(fields.map(([path]) => path).sort(), what).toEqual(
        expect.arrayContaining(['.text', '.blocks[0].text.text']),
      );
      for (const [path, text] of fields.filter(([path]) => !path.endsWith('.type')))
        expect(text, `${what} ${path}`).not.toMatch(/[<>]|&(?!amp;|lt;|gt;)/);
    }
    const [announcement] = slack;
    expect((announcement!.payload.body as { text: string }).text).toBe(
      'Hello &lt;!channel&gt; &lt;!here&gt; &lt;!everyone&gt; &lt;@U123&gt; &lt;#C42&gt; &lt;users/all&gt; &lt;USERS/123&gt;',
    );
  });

  it('Google Chat: no <users/…> mention in any field; Discord: mentions disabled; Teams: no mention entities', () => {
    for (const { kind, what, payload } of payloads) {
      const fields = strings(payload.body);
      if (kind === 'google_chat')
        for (const [path, text] of fields) expect(text, `${what} ${path}`).not.toMatch(/<users\//i);
      if (kind === 'discord')
        expect(payload.body).toMatchObject({ allowed_mentions: { parse: [] } });
      if (kind === 'teams') expect(JSON.stringify(payload.body)).not.toContain('entities');
      if (kind === 'email')
        expect((payload.body as { html: string }).html, what).not.toMatch(/<(!|@|users)/i);
    }
  });

  it('strips control characters and bidi overrides from every field, keeping lines and tabs', () => {
    const text = 'Hi\u0007 Priya\u202E evil\u2066 isolate\u0085 next\r\nline\ttab';
    for (const kind of DESTINATION_KIND_VALUES) {
      const payload = formatForDestination(kind, text, {
        name: 'Priya\u202E',
        messageType: 'welcome',
      });
      for (const [path, value] of strings(payload.body))
        expect(value, `${kind} ${path}`).not.toMatch(UNSAFE);
      expect(JSON.stringify(payload.body), kind).toMatch(/line/);
    }
    const discord = formatForDestination('discord', text, context);
    expect(discord.body).toMatchObject({ content: 'Hi Priya evil isolate next\nline\ttab' });
  });
});

describe('the counter and the length error agree', () => {
  it('counts what the limit counts, for every kind', () => {
    const text = `${'🎉'.repeat(600)}\n\n\n\n${'a'.repeat(900)}`;
    for (const kind of DESTINATION_KIND_VALUES) {
      const length = deliveryLength(kind, text);
      const problem = deliveryTextProblem(kind, text, context);
      if (length.used > length.max)
        expect(problem, kind).toContain(`this one has ${length.used.toLocaleString('en-US')}`);
      else expect(problem, kind).toBeNull();
    }
    // Discord: three blank lines go out as one, and each emoji is two units, as the limit counts.
    expect(deliveryLength('discord', text)).toEqual({
      used: 1200 + 2 + 900,
      max: 2000,
      service: 'Discord',
    });
    expect(deliveryTextProblem('discord', text, context)).toBe(
      'Discord messages can be at most 2,000 characters; this one has 2,102. Shorten it by 102.',
    );
  });
});

describe('the worker formats once', () => {
  it('judges the payload it was handed, and finds in it what it would find formatting itself', () => {
    const texts = ['Hi Priya', 'x'.repeat(5000), 'é'.repeat(4000)];
    let problems = 0;
    for (const kind of DESTINATION_KIND_VALUES)
      for (const text of texts) {
        const own = deliveryTextProblem(kind, text, context);
        const handed = formatForDestination(kind, text, context);
        expect(deliveryTextProblem(kind, text, context, handed), kind).toBe(own);
        if (own) problems++;
      }
    expect(problems).toBeGreaterThan(0);
    // The handed payload is the one judged: more blocks than one Slack message takes.
    const slack = formatForDestination('slack', 'Hi Priya', context);
    if (slack.kind !== 'slack') throw new Error('not a Slack payload');
    const crowded = {
      ...slack,
      body: { ...slack.body, blocks: Array.from({ length: 51 }, () => slack.body.blocks[0]!) },
    };
    expect(deliveryTextProblem('slack', 'Hi Priya', context, crowded)).toBe(
      'This message is too long for one Slack message.',
    );
  });
});
