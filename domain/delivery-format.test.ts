import { describe, expect, it } from 'vitest';
import {
  deliveryTextProblem,
  formatForDestination,
  toGoogleChatText,
  toPlainText,
} from './delivery-format.ts';

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
