import { describe, expect, it } from 'vitest';
import { markdownDocument, safeUrl } from './markdown-document';

const element = (tag: string, attributes: Record<string, string | boolean>, ...children: unknown[]) => ({
  type: 'element',
  tag,
  attributes,
  children,
});
const text = (value: string) => ({ type: 'text', value });

/** The document without the line breaks between blocks. */
const blocks = (markdown: string) =>
  markdownDocument(markdown).filter((node) => !(node.type === 'text' && node.value === '\n'));

describe('markdownDocument', () => {
  it('makes headings, emphasis and links into elements', () => {
    expect(blocks('## Fees\n\nPay **before** you [apply](/visa-check).')).toEqual([
      element('h2', {}, text('Fees')),
      element(
        'p',
        {},
        text('Pay '),
        element('strong', {}, text('before')),
        text(' you '),
        element('a', { href: '/visa-check' }, text('apply')),
        text('.'),
      ),
    ]);
  });

  it('makes a GitHub table with its column alignment', () => {
    const [table] = blocks('| Item | Fee |\n| :-- | --: |\n| Visa | 80 |');
    expect(table).toMatchObject({ tag: 'table' });
    const cells = JSON.stringify(table);
    expect(cells).toContain(
      '"tag":"th","attributes":{"align":"right"},"children":[{"type":"text","value":"Fee"}]',
    );
    expect(cells).toContain(
      '"tag":"td","attributes":{"align":"left"},"children":[{"type":"text","value":"Visa"}]',
    );
  });

  it('keeps no line breaks between table rows and cells, where HTML allows no text', () => {
    const [table] = blocks('| A | B |\n| - | - |\n| 1 | 2 |');
    const texts: string[] = [];
    const visit = (node: unknown, parent: string) => {
      const current = node as { type: string; tag?: string; value?: string; children?: unknown[] };
      if (current.type === 'text' && current.value) texts.push(`${parent}:${current.value}`);
      for (const child of current.children ?? []) visit(child, current.tag ?? parent);
    };
    visit(table, 'root');
    expect(texts).toEqual(['th:A', 'th:B', 'td:1', 'td:2']);
  });

  it('leaves raw HTML out, its text and all', () => {
    const document = JSON.stringify(blocks('<script>alert(1)</script>\n\nHello <b onclick="x()">there</b>'));
    expect(document).not.toContain('script');
    expect(document).not.toContain('onclick');
    expect(blocks('Hello <b>there</b>')).toEqual([element('p', {}, text('Hello '), text('there'))]);
  });

  it('drops link addresses that would run script, and keeps mail, web and relative ones', () => {
    const hrefs = blocks(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](mailto:help@visabridge.test) [d](https://example.com) [e](/faq#fees)',
    )
      .flatMap((node) => (node.type === 'element' ? node.children : []))
      .flatMap((node) => (node.type === 'element' ? [node.attributes.href] : []));
    expect(hrefs).toEqual(['', '', 'mailto:help@visabridge.test', 'https://example.com', '/faq#fees']);
  });

  it('writes attributes by their HTML names: task list boxes and code languages', () => {
    const document = JSON.stringify(blocks('- [x] Passport\n\n```sh\nnpm start\n```'));
    expect(document).toContain(
      '"tag":"input","attributes":{"type":"checkbox","checked":true,"disabled":true}',
    );
    expect(document).toContain('"class":"contains-task-list"');
    expect(document).toContain('"tag":"code","attributes":{"class":"language-sh"}');
  });
});

describe('safeUrl', () => {
  it('keeps a colon that comes after a path, query or fragment', () => {
    expect(safeUrl('/search?q=a:b')).toBe('/search?q=a:b');
    expect(safeUrl('#note:1')).toBe('#note:1');
    expect(safeUrl('JAVASCRIPT:void(0)')).toBe('');
  });
});
