import type { FaqTopicView } from '@visabridge/contract';

/** The topics with only the entries whose topic, question or answer holds every word of `search`. */
export const searchFaq = (topics: FaqTopicView[], search: string) => {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => {
        const text = `${topic.title} ${entry.question} ${entry.answerText}`.toLocaleLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.entries.length > 0);
};
