import type { SeededQuery } from '@visabridge/contract';

/** The page element that carries the answers a server-rendered page was drawn with (data, never script). */
const elementId = 'seeded-queries';

/** The element for a page rendered with `queries`; `<` is escaped, so no text in them can end the element. */
export const seededQueriesElement = (queries: SeededQuery[]) =>
  queries.length
    ? `<script type="application/json" id="${elementId}">${JSON.stringify(queries).replaceAll('<', '\\u003c')}</script>`
    : '';

/** The answers the server drew this page with, so the browser's first render matches it. */
export const readSeededQueries = (): SeededQuery[] => {
  const text = document.getElementById(elementId)?.textContent;
  return text ? (JSON.parse(text) as SeededQuery[]) : [];
};
