import type { MarkdownNode } from './content';
import type { ElementContent, Properties, RootContent } from 'hast';
import { find, html } from 'property-information';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// Markdown to HTML elements as GitHub writes them; raw HTML in the text is left out (remark-rehype keeps it
// only when told to).
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);

const safeProtocol = /^(https?|ircs?|mailto|xmpp)$/i;

/**
 * A link or image address the page may carry: relative, or with a protocol that opens a page or a mail
 * (javascript:, data: and the like are dropped), the rule react-markdown applies.
 */
export const safeUrl = (url: string) => {
  const colon = url.indexOf(':');
  const isRelative = [url.indexOf('/'), url.indexOf('?'), url.indexOf('#')].some(
    (index) => index !== -1 && colon > index,
  );
  return colon === -1 || isRelative || safeProtocol.test(url.slice(0, colon)) ? url : '';
};

const urlAttributes = new Set(['href', 'src', 'cite']);

/** hast properties as HTML attributes: `className: ['a']` is `class="a"`, `ariaHidden` is `aria-hidden`. */
const attributesOf = (properties: Properties) => {
  const attributes: Record<string, string | boolean> = {};
  for (const [property, value] of Object.entries(properties)) {
    if (value === null || value === undefined || value === false) continue;
    const info = find(html, property);
    const text = Array.isArray(value) ? value.join(info.commaSeparated ? ', ' : ' ') : value;
    attributes[info.attribute] =
      typeof text === 'boolean'
        ? text
        : urlAttributes.has(info.attribute)
          ? safeUrl(String(text))
          : String(text);
  }
  return attributes;
};

/** Elements whose children are rows and cells only: HTML allows no text there, not even a line break. */
const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

const toNode = (node: RootContent | ElementContent): MarkdownNode | null => {
  if (node.type === 'text') return { type: 'text', value: node.value };
  if (node.type !== 'element') return null;
  const children = nodesOf(node.children);
  return {
    type: 'element',
    tag: node.tagName,
    attributes: attributesOf(node.properties),
    children: tableParts.has(node.tagName)
      ? children.filter((child) => child.type === 'element' || child.value.trim())
      : children,
  };
};

const nodesOf = (nodes: (RootContent | ElementContent)[]): MarkdownNode[] =>
  nodes.map(toNode).filter((node): node is MarkdownNode => node !== null);

/** The page's elements made from an administrator's Markdown, for the page to draw without a Markdown parser. */
export const markdownDocument = (markdown: string): MarkdownNode[] =>
  nodesOf(processor.runSync(processor.parse(markdown)).children);
