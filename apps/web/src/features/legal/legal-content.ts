import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * The operator's Markdown or HTML as markup safe to put into the page: Markdown made HTML by
 * marked, then everything through DOMPurify, which keeps text markup and links and drops scripts,
 * event handlers, styles, forms, frames and javascript: URLs. The CSP (script-src 'self') would
 * stop an inline script anyway; nothing of the operator's runs in the portal. Headings move one
 * level down, so that the page's own title stays its only first-level heading.
 */
export function legalMarkup(format: 'markdown' | 'html', content: string): string {
  const html = format === 'markdown' ? marked.parse(content, { async: false, gfm: true }) : content;
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'img', 'video', 'audio'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
  for (const heading of Array.from(fragment.querySelectorAll('h1, h2, h3, h4, h5'))) {
    const lower = document.createElement(`h${Number(heading.tagName[1]) + 1}`);
    lower.append(...Array.from(heading.childNodes));
    heading.replaceWith(lower);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
