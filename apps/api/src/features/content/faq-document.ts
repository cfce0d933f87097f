import type { FaqTopicView, MarkdownNode } from '@visabridge/contract';
import { markdownDocument } from '@visabridge/contract/markdown-document';
import { fieldError } from '../../lib/errors';

/** A question's address: lowercase words joined by hyphens (`need-a-visa`), as links write it (/faq#need-a-visa). */
const addressPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An ATX heading line (`## Words`, closing hashes dropped). */
const headingPattern = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;

/** A question heading's address at its end: `How do I pay? {#how-to-pay}`. */
const addressAtEnd = /^(.*?)[ \t]*\{#([^}]*)\}$/;

/** The start or end of a fenced code block: its lines are the answer's, never headings. */
const fencePattern = /^ {0,3}(```|~~~)/;

const headingTags = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

const refuse = (message: string) => fieldError({ field: 'body', message });

const notUnderQuestion = (line: number) =>
  refuse(
    `Line ${line}: start with a topic heading ("## Topic") and write every text under a question ("### Question {#visa-fees}")`,
  );

type Question = { line: number; id: string; question: string; answer: string[] };
type Topic = { line: number; title: string; questions: Question[] };

const textOf = (nodes: MarkdownNode[]): string =>
  nodes
    .map((node) => (node.type === 'text' ? node.value : textOf(node.children)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The topics and their questions, line by line; an answer is every line up to the next heading. */
const outlineOf = (markdown: string) => {
  const topics: Topic[] = [];
  const addresses = new Set<string>();
  let inFence = false;
  markdown.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    const question = topics.at(-1)?.questions.at(-1);
    const heading = inFence ? null : headingPattern.exec(text);
    if (fencePattern.test(text)) inFence = !inFence;
    if (!heading) {
      if (question) question.answer.push(text);
      else if (text.trim()) throw notUnderQuestion(line);
      return;
    }
    const [, hashes = '', words = ''] = heading;
    if (hashes.length !== 2 && hashes.length !== 3)
      throw refuse(`Line ${line}: use "##" for a topic and "###" for a question; an answer has no headings`);
    if (hashes.length === 2) {
      if (!words) throw refuse(`Line ${line}: the heading has no words`);
      topics.push({ line, title: words, questions: [] });
      return;
    }
    const topic = topics.at(-1);
    if (!topic) throw notUnderQuestion(line);
    const [, questionText = '', id = ''] = addressAtEnd.exec(words) ?? [];
    if (!addressPattern.test(id))
      throw refuse(
        `Line ${line}: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens`,
      );
    if (!questionText) throw refuse(`Line ${line}: the heading has no words`);
    if (addresses.has(id)) throw refuse(`Line ${line}: another question already has the address #${id}`);
    addresses.add(id);
    topic.questions.push({ line, id, question: questionText, answer: [] });
  });
  return topics;
};

/**
 * The FAQ's Markdown read as topics of questions and answers (see content-faq.ts in the contract for the
 * structure); a text that does not follow it is refused with a field message naming the line at fault.
 */
export const parseFaq = (markdown: string): FaqTopicView[] => {
  const topics = outlineOf(markdown);
  if (topics.length === 0) throw notUnderQuestion(1);
  return topics.map(({ line, title, questions }) => {
    if (questions.length === 0) throw refuse(`Line ${line}: the topic has no questions`);
    return {
      title,
      entries: questions.map((question) => {
        const answer = markdownDocument(question.answer.join('\n'));
        if (answer.length === 0) throw refuse(`Line ${question.line}: the question has no answer`);
        // A line underlined with === or --- is a heading too.
        if (answer.some((node) => node.type === 'element' && headingTags.has(node.tag)))
          throw refuse(
            `Line ${question.line}: use "##" for a topic and "###" for a question; an answer has no headings`,
          );
        return { id: question.id, question: question.question, answer, answerText: textOf(answer) };
      }),
    };
  });
};
