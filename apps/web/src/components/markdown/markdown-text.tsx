import { markdownDocument } from '@visabridge/contract/markdown-document';
import { useMemo } from 'react';
import { MarkdownDocument } from './markdown-document';

/**
 * Markdown drawn as it is typed: the preview beside the page editor, made into elements by the same rules the
 * server applies to a published page (raw HTML left out, unsafe link addresses dropped), so what the preview
 * shows is what the page will show.
 */
export function MarkdownText({ children }: { children: string }) {
  const nodes = useMemo(() => markdownDocument(children), [children]);
  return <MarkdownDocument nodes={nodes} />;
}
