import type { FaqTopicView } from '@visabridge/contract';
import { describe, expect, it } from 'vitest';
import { searchFaq } from './search-faq';

const entry = (id: string, question: string, answerText: string) => ({
  id,
  question,
  answer: [],
  answerText,
});

const topics: FaqTopicView[] = [
  {
    title: 'Gebühren',
    entries: [
      entry('how-to-pay', 'Wie bezahle ich?', 'Mit Karte auf der Seite Zahlungen.'),
      entry('application-cost', 'Was kostet ein Antrag?', 'Die Gebühren von VisaBridge und des Ziellands.'),
    ],
  },
  {
    title: 'Konto',
    entries: [entry('forgot-password', 'Passwort vergessen', 'Wählen Sie Passwort vergessen?')],
  },
];

describe('searchFaq', () => {
  it('keeps every topic for an empty search', () => {
    expect(searchFaq(topics, '  ')).toBe(topics);
  });

  it("finds the entries holding every word in their topic, question or answer's words, whatever the case", () => {
    expect(searchFaq(topics, 'KARTE zahlungen')).toEqual([
      { title: 'Gebühren', entries: [topics[0]?.entries[0]] },
    ]);
    expect(searchFaq(topics, 'gebühren antrag').map((topic) => topic.entries.map(({ id }) => id))).toEqual([
      ['application-cost'],
    ]);
    expect(searchFaq(topics, 'konto')[0]?.entries).toHaveLength(1);
  });

  it('leaves out a topic none of whose entries match', () => {
    expect(searchFaq(topics, 'passwort karte')).toEqual([]);
  });
});
