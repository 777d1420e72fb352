/**
 * A small Markdown-to-HTML converter for our own articles (web/content/blog), run at build
 * time only (docs/decisions/006-blog-markdown-pipeline.md). It covers exactly what the
 * articles use: ## and ### headings, paragraphs, - and 1. lists, > quotes, **bold**,
 * *italic*, `code`, [links](/path), --- rules and fenced code. A ```template title="…"
 * fence becomes a template block that the page renders with a copy button.
 *
 * Everything is escaped before inline markup is applied, and link targets are limited to
 * site paths, anchors, http(s) and mailto, so a typo in an article cannot inject markup.
 */

export type ArticleBlock =
  { kind: 'html'; html: string } | { kind: 'template'; title: string; text: string };

export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface RenderedMarkdown {
  blocks: ArticleBlock[];
  headings: Heading[];
}

const FENCE = /^```\s*([\w-]*)(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const usedIds = new Set<string>();
  const blocks: ArticleBlock[] = [];
  let html: string[] = [];

  const flushHtml = () => {
    if (html.length) blocks.push({ kind: 'html', html: html.join('\n') });
    html = [];
  };

  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';

    const fence = FENCE.exec(line);
    if (fence) {
      const [, language = '', info = ''] = fence;
      const body: string[] = [];
      i++;
      while (i < lines.length && !/^```\s*$/.test(lines[i] ?? '')) body.push(lines[i++] ?? '');
      i++; // closing fence
      const text = body.join('\n');
      if (language === 'template') {
        flushHtml();
        blocks.push({ kind: 'template', title: attribute(info, 'title') ?? 'Template', text });
      } else {
        const cls = language ? ` class="language-${escapeHtml(language)}"` : '';
        html.push(`<pre><code${cls}>${escapeHtml(text)}</code></pre>`);
      }
      continue;
    }

    if (!line.trim()) {
      i++;
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(Math.max(heading[1]?.length ?? 2, 2), 4);
      const text = heading[2] ?? '';
      if (level === 2 || level === 3) {
        const id = uniqueId(slugify(text), usedIds);
        headings.push({ id, text: plainText(text), level });
        html.push(`<h${level} id="${id}">${renderInline(text)}</h${level}>`);
      } else {
        html.push(`<h${level}>${renderInline(text)}</h${level}>`);
      }
      i++;
      continue;
    }

    if (RULE.test(line)) {
      html.push('<hr>');
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? ''))
        quoted.push(QUOTE.exec(lines[i++] ?? '')?.[1] ?? '');
      // A quote holds paragraphs (and possibly lists) of its own.
      const inner = renderMarkdown(quoted.join('\n'));
      const innerHtml = inner.blocks
        .map((block) => (block.kind === 'html' ? block.html : escapeHtml(block.text)))
        .join('\n');
      html.push(`<blockquote>\n${innerHtml}\n</blockquote>`);
      continue;
    }

    const listKind = BULLET.test(line) ? 'ul' : ORDERED.test(line) ? 'ol' : null;
    if (listKind) {
      const pattern = listKind === 'ul' ? BULLET : ORDERED;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i] ?? '';
        const item = pattern.exec(current);
        if (item) {
          items.push(item[1] ?? '');
        } else if (items.length && /^\s{2,}\S/.test(current)) {
          // An indented line continues the previous item.
          items[items.length - 1] += ` ${current.trim()}`;
        } else {
          break;
        }
        i++;
      }
      const start = listKind === 'ol' ? Number(/^\s*(\d+)/.exec(line)?.[1] ?? 1) : 1;
      const startAttr = start !== 1 ? ` start="${start}"` : '';
      html.push(
        `<${listKind}${startAttr}>\n${items.map((item) => `<li>${renderInline(item)}</li>`).join('\n')}\n</${listKind}>`,
      );
      continue;
    }

    // A paragraph runs until a blank line or the start of another block.
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i] ?? '';
      if (
        !current.trim() ||
        FENCE.test(current) ||
        HEADING.test(current) ||
        QUOTE.test(current) ||
        BULLET.test(current) ||
        ORDERED.test(current) ||
        RULE.test(current)
      )
        break;
      paragraph.push(current.trim());
      i++;
    }
    html.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
  }

  flushHtml();
  return { blocks, headings };
}

/** Inline markup of one block's text: escape first, then code, links, bold, italic. */
export function renderInline(text: string): string {
  const codeSpans: string[] = [];
  let out = escapeHtml(text).replace(/`([^`]+)`/g, (_, code: string) => {
    codeSpans.push(`<code>${code}</code>`);
    return `\u0000${codeSpans.length - 1}\u0000`;
  });
  out = out.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (whole, label: string, href: string) => {
    const target = safeHref(href);
    return target ? `<a href="${target}">${label}</a>` : whole;
  });
  out = out
    .replace(/\*\*(?=\S)([\s\S]*?\S)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*(?!\*)/g, '$1<em>$2</em>');
  // eslint-disable-next-line no-control-regex -- NUL marks code spans kept aside above
  return out.replace(/\u0000(\d+)\u0000/g, (_, index: string) => codeSpans[Number(index)] ?? '');
}

function safeHref(href: string): string | null {
  // href arrives HTML-escaped already (& became &amp;), which is right for an attribute.
  if (/^(\/(?!\/)|#)/.test(href) || /^(https?:|mailto:)/i.test(href)) return href;
  return null;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The text of inline Markdown without its markup (for headings lists and titles). */
export function plainText(markdown: string): string {
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
