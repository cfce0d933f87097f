import type { MarkdownNode } from '@visabridge/contract';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { MarkdownBody, ShiftedHeading, TextLink, TextTable } from './markdown-body';

/** The elements the server makes from Markdown (remark-rehype's output); any other tag is drawn as a span. */
const tags = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'em',
  'strong',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'input',
  'sup',
  'section',
  'span',
  'div',
]);

/** HTML attribute names as React props; the rest (aria-*, data-*, href...) are the same. */
const propNames: Record<string, string> = { class: 'className', for: 'htmlFor', checked: 'defaultChecked' };

/** A table column's alignment is a style, as in the editor's preview (it overrides the text's left alignment). */
const propsOf = (attributes: Record<string, string | boolean>) => {
  const props: Record<string, string | boolean | { textAlign: string }> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'align') props.style = { textAlign: String(value) };
    else props[propNames[name] ?? name] = value;
  }
  return props;
};

const draw = (nodes: MarkdownNode[]): ReactNode[] =>
  nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    const children = node.children.length ? draw(node.children) : undefined;
    if (!tags.has(node.tag)) return <span key={index}>{children}</span>;
    const props = propsOf(node.attributes);
    if (node.tag === 'a')
      return (
        <TextLink key={index} {...props}>
          {children}
        </TextLink>
      );
    if (node.tag === 'h1') return <ShiftedHeading key={index}>{children}</ShiftedHeading>;
    if (node.tag === 'table')
      return (
        <TextTable key={index} {...props}>
          {children}
        </TextTable>
      );
    return createElement(node.tag, { key: index, ...props }, children);
  });

/**
 * A published page's text, from the elements the server made of its Markdown: the page draws it without a
 * Markdown parser (the server made them with the editor preview's own rules: MarkdownText).
 */
export function MarkdownDocument({ nodes }: { nodes: MarkdownNode[] }) {
  return <MarkdownBody>{draw(nodes)}</MarkdownBody>;
}
