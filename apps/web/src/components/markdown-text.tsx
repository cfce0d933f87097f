import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MarkdownBody, ShiftedHeading, TextLink, TextTable } from './markdown-body';

const components: Components = { a: TextLink, h1: ShiftedHeading, table: TextTable };

/**
 * Markdown (GitHub tables included) drawn as it is typed: the preview beside the page editor. Raw HTML is
 * never rendered, and unsafe link addresses (javascript: and the like) are dropped by react-markdown's
 * default transform. A published page comes made into elements by the server (MarkdownDocument).
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <MarkdownBody>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </Markdown>
    </MarkdownBody>
  );
}
