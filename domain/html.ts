/**
 * Text made safe to place inside HTML, in element content or a double- or single-quoted
 * attribute: the five characters OWASP lists. Every HTML Herald writes by hand (e-mails, the
 * recipient pages, the blog's Markdown renderer) escapes through this one function.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}
