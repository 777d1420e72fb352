import { Marked, type Token, type Tokens } from 'marked';
import { escapeHtml } from '#domain/html.ts';
import type { ArticleBlock } from './article-block.ts';

/**
 * Markdown to HTML for our own articles (web/content/blog), with `marked`, at build time
 * only (ADR 025, which amends ADR 006). Three rules on top of CommonMark + GFM:
 *
 * - A ```template title="…" fence is not code: it becomes a template block that the page
 *   renders with a copy button, so the article is split around it.
 * - Raw HTML in an article is shown as text, and link targets are limited to site paths,
 *   anchors, http(s) and mailto: a typo in an article cannot inject markup.
 * - `##` and `###` headings get readable, unique ids (links point at them).
 */
export function renderMarkdown(source: string): ArticleBlock[] {
  const marked = articleMarked();
  const blocks: ArticleBlock[] = [];
  let pending: Token[] = [];
  const flush = () => {
    const html = marked.parser(pending).trim();
    if (html) blocks.push({ kind: 'html', html });
    pending = [];
  };

  const tokens = marked.lexer(source.replace(/\r\n?/g, '\n'));
  for (const token of tokens) {
    const template = token.type === 'code' ? templateOf(token as Tokens.Code) : null;
    if (template) {
      flush();
      blocks.push(template);
    } else {
      pending.push(token);
    }
  }
  flush();
  return blocks;
}

function templateOf(token: Tokens.Code): ArticleBlock | null {
  // marked keeps the whole info string in `lang`: `template title="The Warm Email Welcome"`.
  const info = /^template(?:\s+(.*))?$/.exec(token.lang ?? '');
  if (!info || token.codeBlockStyle === 'indented') return null;
  return {
    kind: 'template',
    title: attribute(info[1] ?? '', 'title') ?? 'Template',
    text: token.text,
  };
}

/** One instance per article: heading ids must be unique within an article, not across. */
function articleMarked(): Marked {
  const usedIds = new Set<string>();
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth, text }) {
        const level = Math.min(Math.max(depth, 2), 4);
        const inner = this.parser.parseInline(tokens);
        if (level === 4) return `<h4>${inner}</h4>\n`;
        return `<h${level} id="${uniqueId(slugify(text), usedIds)}">${inner}</h${level}>\n`;
      },
      html({ text, block }) {
        return block ? `<p>${escapeHtml(text.trim())}</p>\n` : escapeHtml(text);
      },
      text(token) {
        if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
        // Always escape: after a <script> or <pre> tag marked would pass text through raw.
        return escapeHtml(token.text);
      },
      link({ href, tokens, raw }) {
        const target = safeHref(href);
        if (!target) return escapeHtml(raw);
        return `<a href="${escapeHtml(target)}">${this.parser.parseInline(tokens)}</a>`;
      },
      image({ raw }) {
        // No article uses images; showing the source beats an unstyled, unsized <img>.
        return escapeHtml(raw);
      },
    },
  });
}

function safeHref(href: string): string | null {
  if (/^(\/(?!\/)|#)/.test(href) || /^(https?:|mailto:)/i.test(href)) return href;
  return null;
}

/** The text of inline Markdown without its markup, for heading ids. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|\*|`)/g, '')
    .trim();
}

export function slugify(text: string): string {
  return (
    plainText(text)
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}

function attribute(info: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(info);
  return match ? (match[1] ?? match[2]) : undefined;
}
