import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, CreateDestinationInput, maskWebhookUrl } from './destinations.ts';

const ok = (kind: Parameters<typeof checkWebhookUrl>[0], url: string, allow: string[] = []) =>
  checkWebhookUrl(kind, url, allow).ok;

describe('webhook URLs: only the providers’ documented hosts (no SSRF)', () => {
  it('accepts each provider’s real webhook shapes', () => {
    expect(ok('slack', 'https://hooks.slack.com/services/T000/B000/XXXX')).toBe(true);
    expect(ok('slack', 'https://hooks.slack.com/triggers/T000/123/abc')).toBe(true);
    expect(
      ok(
        'teams',
        'https://prod-23.westeurope.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?api-version=2016-06-01&sig=x',
      ),
    ).toBe(true);
    expect(
      ok(
        'teams',
        'https://default123.environment.api.powerplatform.com/powerautomate/automations/direct/workflows/abc/triggers/manual/paths/invoke',
      ),
    ).toBe(true);
    expect(
      ok('google_chat', 'https://chat.googleapis.com/v1/spaces/AAA/messages?key=k&token=t'),
    ).toBe(true);
    expect(ok('discord', 'https://discord.com/api/webhooks/123456/abcDEF')).toBe(true);
    expect(ok('discord', 'https://discordapp.com/api/v10/webhooks/123456/abcDEF')).toBe(true);
  });

  it('refuses other schemes, hosts, ports, credentials, paths and internal addresses', () => {
    const refused: [Parameters<typeof checkWebhookUrl>[0], string][] = [
      ['slack', 'http://hooks.slack.com/services/T/B/X'],
      ['slack', 'https://hooks.slack.com.evil.example/services/T/B/X'],
      ['slack', 'https://evilhooks.slack.com/services/T/B/X'],
      ['slack', 'https://hooks.slack.com:8443/services/T/B/X'],
      ['slack', 'https://user:pass@hooks.slack.com/services/T/B/X'],
      ['slack', 'https://hooks.slack.com/api/chat.postMessage'],
      ['slack', 'https://127.0.0.1/services/T/B/X'],
      ['slack', 'https://localhost/services/T/B/X'],
      ['slack', 'https://169.254.169.254/latest/meta-data'],
      ['slack', 'https://[::1]/services/T/B/X'],
      ['teams', 'https://logic.azure.com/workflows/x'],
      ['teams', 'https://evil.com/?.logic.azure.com'],
      ['google_chat', 'https://chat.googleapis.com/v1/spaces/AAA/members'],
      ['discord', 'https://discord.com/api/channels/1/messages'],
      ['discord', 'file:///etc/passwd'],
      ['discord', 'not a url'],
    ];
    for (const [kind, url] of refused) expect(ok(kind, url), url).toBe(false);
    expect(checkWebhookUrl('slack', 'https://example.com/hook')).toEqual({
      ok: false,
      message:
        'This is not a Slack webhook address. It looks like https://hooks.slack.com/services/…',
    });
  });

  it('allows loopback only for hosts the operator listed (tests, self-hosting)', () => {
    expect(ok('slack', 'http://127.0.0.1:4472/services/x', ['127.0.0.1'])).toBe(true);
    expect(ok('slack', 'http://127.0.0.1:4472/services/x', ['127.0.0.1:4472'])).toBe(true);
    expect(ok('slack', 'http://127.0.0.1:4473/services/x', ['127.0.0.1:4472'])).toBe(false);
    expect(ok('slack', 'http://10.0.0.5/services/x', ['127.0.0.1'])).toBe(false);
  });

  it('shows only the host and the last 4 characters', () => {
    expect(maskWebhookUrl('https://hooks.slack.com/services/T000/B000/abcdWXYZ')).toBe(
      'hooks.slack.com …WXYZ',
    );
  });

  it('validates new destinations by kind', () => {
    expect(
      CreateDestinationInput.safeParse({
        kind: 'email',
        name: 'HR',
        emails: ['A@x.com', 'a@x.com'],
      }).data,
    ).toEqual({
      kind: 'email',
      name: 'HR',
      emails: ['a@x.com'],
    });
    expect(
      CreateDestinationInput.safeParse({ kind: 'email', name: 'HR', emails: ['nope'] }).error
        ?.issues[0]?.message,
    ).toBe('One of the e-mail addresses is not valid.');
    expect(
      CreateDestinationInput.safeParse({ kind: 'slack', name: 'x', emails: ['a@x.com'] }).success,
    ).toBe(false);
    expect(CreateDestinationInput.safeParse({ kind: 'fax', name: 'x', url: 'y' }).success).toBe(
      false,
    );
  });
});
