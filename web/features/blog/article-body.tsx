import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ArticleBlock } from './article-block.ts';
import { TemplateBlock, type CopyFeedback } from './template-block.tsx';

/**
 * The article text, rendered to HTML at build time, with its templates as live copy
 * blocks. Its typography, prose.css, is linked by the article route (ADR 050). Links inside the HTML are plain anchors; a click on one that stays on this site
 * is handed to the router, so reading on costs no page reload.
 */
export function ArticleBody({
  blocks,
  copyFeedback,
}: {
  blocks: ArticleBlock[];
  copyFeedback: CopyFeedback;
}) {
  const navigate = useNavigate();

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href?.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // Delegated: it only upgrades real links, and pressing Enter on a link fires click too.
    <div className="prose" onClick={followInternalLink}>
      {blocks.map((block, index) =>
        block.kind === 'html' ? (
          <div key={index} dangerouslySetInnerHTML={{ __html: block.html }} />
        ) : (
          <TemplateBlock
            key={index}
            title={block.title}
            text={block.text}
            feedback={copyFeedback}
          />
        ),
      )}
    </div>
  );
}
