import { describe, expect, it } from 'vitest';
import { renderInline, renderMarkdown, slugify } from './markdown.ts';

function html(source: string): string {
  return renderMarkdown(source)
    .blocks.map((b) => (b.kind === 'html' ? b.html : `[template ${b.title}]`))
    .join('\n');
}

describe('renderMarkdown', () => {
  it('renders headings with ids, paragraphs and both kinds of list', () => {
    const { blocks, headings } = renderMarkdown(
      [
        '## Step 1: Gather the right details',
        '',
        'First line',
        'continues here.',
        '',
        '- **Bold** item',
        '- Item with [a link](/blog/x)',
        '',
        '3. Third',
        '4. Fourth',
        '',
        '### Step 1: Gather the right details',
      ].join('\n'),
    );
    expect(blocks).toHaveLength(1);
    const out = (blocks[0] as { html: string }).html;
    expect(out).toContain(
      '<h2 id="step-1-gather-the-right-details">Step 1: Gather the right details</h2>',
    );
    expect(out).toContain('<p>First line continues here.</p>');
    expect(out).toContain('<li><strong>Bold</strong> item</li>');
    expect(out).toContain('<li>Item with <a href="/blog/x">a link</a></li>');
    expect(out).toContain('<ol start="3">');
    expect(headings.map((h) => h.id)).toEqual([
      'step-1-gather-the-right-details',
      'step-1-gather-the-right-details-2',
    ]);
  });

  it('keeps multi-paragraph quotes together', () => {
    const out = html('> **Before:** one.\n>\n> Second paragraph.\n\nAfter.');
    expect(out).toBe(
      '<blockquote>\n<p><strong>Before:</strong> one.</p>\n<p>Second paragraph.</p>\n</blockquote>\n<p>After.</p>',
    );
  });

  it('turns template fences into copyable blocks with their exact text', () => {
    const { blocks } = renderMarkdown(
      'Intro.\n\n```template title="The Two-Line Channel Intro"\nWelcome [Name] 👋\n\n<b>& more</b>\n```\n\nOutro.',
    );
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>Intro.</p>' },
      {
        kind: 'template',
        title: 'The Two-Line Channel Intro',
        text: 'Welcome [Name] 👋\n\n<b>& more</b>',
      },
      { kind: 'html', html: '<p>Outro.</p>' },
    ]);
  });

  it('escapes HTML in text and code, and keeps square-bracket placeholders as text', () => {
    expect(html('Use <script> & "quotes" for [Name].')).toBe(
      '<p>Use &lt;script&gt; &amp; &quot;quotes&quot; for [Name].</p>',
    );
    expect(html('```\n<div>\n```')).toBe('<pre><code>&lt;div&gt;</code></pre>');
  });

  it('refuses link targets that are not site paths, anchors, http(s) or mailto', () => {
    expect(renderInline('[x](javascript:alert(1))')).toBe('[x](javascript:alert(1))');
    expect(renderInline('[x](//evil.example)')).toBe('[x](//evil.example)');
    expect(renderInline('[pricing](/#pricing)')).toBe('<a href="/#pricing">pricing</a>');
    expect(renderInline('[site](https://example.com/a?b=1&c=2)')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">site</a>',
    );
  });

  it('renders inline code and emphasis without touching code contents', () => {
    expect(renderInline('Run `**not bold**` and *stress* it')).toBe(
      'Run <code>**not bold**</code> and <em>stress</em> it',
    );
  });
});

describe('slugify', () => {
  it('makes readable ids', () => {
    expect(slugify('"But our team is too big for personal messages"')).toBe(
      'but-our-team-is-too-big-for-personal-messages',
    );
    expect(slugify('Slack, Teams or Email? Résumé')).toBe('slack-teams-or-email-resume');
  });
});
