import { interfaceLanguages } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { parseFaq } from './faq-document';
import { readDefaultPage } from './seed-content-pages';

const faq = [
  '## Fees',
  '',
  '### How do I pay? {#how-to-pay}',
  '',
  'By card on the **Payments** page.',
  '',
  '[Payments](/payment)',
  '',
  '### Is there a refund? {#refunds}',
  '',
  '- Before review: yes',
  '- After: no',
].join('\n');

/** The field message `parseFaq` refuses `markdown` with. */
const refusalOf = (markdown: string) => {
  try {
    parseFaq(markdown);
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, errors: error.errors };
    throw error;
  }
  throw new Error('the text was accepted');
};

describe('parseFaq', () => {
  it('reads topics, questions with their addresses and answers made into elements with their words', () => {
    const [topic] = parseFaq(faq);
    expect(topic?.title).toBe('Fees');
    expect(topic?.entries.map((entry) => [entry.id, entry.question])).toEqual([
      ['how-to-pay', 'How do I pay?'],
      ['refunds', 'Is there a refund?'],
    ]);
    const pay = topic?.entries[0];
    expect(pay?.answerText).toBe('By card on the Payments page. Payments');
    expect(pay?.answer.filter((node) => node.type === 'element')[1]).toMatchObject({
      tag: 'p',
      children: [{ tag: 'a', attributes: { href: '/payment' }, children: [{ value: 'Payments' }] }],
    });
    expect(topic?.entries[1]?.answer[0]).toMatchObject({ tag: 'ul' });
  });

  it('keeps a heading-like line inside a fenced block as the answer text', () => {
    const [topic] = parseFaq(`## Codes\n\n### What is shown? {#codes}\n\n\`\`\`\n## not a topic\n\`\`\``);
    expect(topic?.entries[0]?.answer[0]).toMatchObject({ tag: 'pre' });
  });

  it.each([
    ['text before the first topic', `Welcome\n\n${faq}`, 1, 'start with a topic heading'],
    ['a question before any topic', '### Why? {#why}\n\nBecause.', 1, 'start with a topic heading'],
    [
      'text between a topic and its first question',
      '## Fees\n\nIntro\n\n### Why? {#why}\n\nOk.',
      3,
      'start with',
    ],
    [
      'a question without its address',
      '## Fees\n\n### How do I pay?\n\nBy card.',
      3,
      'end the question with its address',
    ],
    [
      'an address in capitals',
      '## Fees\n\n### How? {#How-To}\n\nBy card.',
      3,
      'end the question with its address',
    ],
    [
      'an address used twice',
      `${faq}\n\n### Again? {#refunds}\n\nNo.`,
      14,
      'already has the address #refunds',
    ],
    [
      'a question without an answer',
      '## Fees\n\n### How? {#how}\n\n## Other\n\n### Why? {#why}\n\nOk.',
      3,
      'has no answer',
    ],
    ['a topic without questions', `## Empty\n\n${faq}`, 1, 'the topic has no questions'],
    ['a heading of another level', `${faq}\n\n#### Details`, 14, 'use "##" for a topic'],
    [
      'an underlined heading in an answer',
      '## Fees\n\n### How? {#how}\n\nCard\n===',
      3,
      'use "##" for a topic',
    ],
    ['a topic without words', '##\n\n### How? {#how}\n\nCard', 1, 'the heading has no words'],
    ['a question of an address only', '## Fees\n\n### {#how}\n\nCard', 3, 'the heading has no words'],
    ['no topic at all', '\n\n', 1, 'start with a topic heading'],
  ])('refuses %s with a 400 on the body, naming the line', (_, markdown, line, words) => {
    const { status, errors } = refusalOf(markdown);
    expect(status).toBe(400);
    expect(errors).toHaveLength(1);
    expect(errors?.[0]?.field).toBe('body');
    expect(errors?.[0]?.message).toMatch(new RegExp(`^Line ${line}: .*${words.replace(/[#"]/g, '.')}`));
  });
});

describe('the shipped FAQ', () => {
  const english = parseFaq(readDefaultPage('faq').body);
  const addresses = (language: (typeof interfaceLanguages)[number]) =>
    parseFaq(readDefaultPage('faq', language).body).map((topic) => topic.entries.map((entry) => entry.id));

  it('has its eight topics and 25 questions in English', () => {
    expect(english).toHaveLength(8);
    expect(english.flatMap((topic) => topic.entries)).toHaveLength(25);
    expect(english[0]?.entries[0]).toMatchObject({
      id: 'need-a-visa',
      question: 'How do I find out whether I need a visa?',
    });
  });

  it.each(interfaceLanguages.filter((language) => language !== 'en'))(
    'reads in %s with the same questions at the same addresses, in the same order',
    (language) => {
      const page = readDefaultPage('faq', language);
      expect(page.title).not.toBe('Frequently Asked Questions');
      expect(addresses(language)).toEqual(addresses('en'));
    },
  );
});
