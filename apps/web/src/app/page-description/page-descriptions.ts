import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a page offers, in a sentence or two for search results, by its address without a language code. */
const pageDescriptions: Record<string, MessageDescriptor> = {
  '/': msg({
    message:
      'Check the visa rules for your passport and destination, apply online with the help of visa agents and follow your application to its decision.',
    comment: "a page's description for search engines",
  }),
  '/visa-check': msg({
    message:
      'Find out whether you need a visa, an e-visa or a travel authorisation for your trip: choose your passport, your destination and why you travel.',
    comment: "a page's description for search engines",
  }),
  '/trip-check': msg({
    message:
      'Check a whole trip at once: the visa rules of up to five destinations in the order you travel, with one checklist of documents.',
    comment: "a page's description for search engines",
  }),
  '/login': msg({
    message: 'Log in to your VisaBridge account to follow your visa applications, documents and messages.',
    comment: "a page's description for search engines",
  }),
  '/register': msg({
    message:
      'Create your VisaBridge account to apply for visas online and keep your travel documents in one place.',
    comment: "a page's description for search engines",
  }),
  '/forgot-password': msg({
    message: 'Forgotten your password? Ask for a link to set a new one for your VisaBridge account.',
    comment: "a page's description for search engines",
  }),
  '/faq': msg({
    message:
      'Answers to common questions about visa requirements, applications, documents, payments and your VisaBridge account.',
    comment: "a page's description for search engines",
  }),
  '/help': msg({
    message:
      'How to check visa requirements, apply, upload documents and follow your application on VisaBridge.',
    comment: "a page's description for search engines",
  }),
  '/contact': msg({
    message:
      'Write to the VisaBridge team: questions, sales, support with an application, partnerships, press and privacy requests.',
    comment: "a page's description for search engines",
  }),
  '/about': msg({
    message: 'Who we are: VisaBridge helps travellers and companies with visa requirements and applications.',
    comment: "a page's description for search engines",
  }),
  '/terms': msg({
    message: 'The terms of use of VisaBridge.',
    comment: "a page's description for search engines",
  }),
  '/privacy': msg({
    message: 'How VisaBridge collects, uses and protects your personal data.',
    comment: "a page's description for search engines",
  }),
};

/** Any other page's description: what the product does. */
const productDescription = msg({
  message: 'VisaBridge: check visa requirements, apply and track visa applications for travellers and teams.',
  comment: "a page's description for search engines, where the page has none of its own",
});

/** The description of the page at `pathname` (without a language code; `/login/` is `/login`). */
export const pageDescriptionOf = (pathname: string) =>
  pageDescriptions[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname] ?? productDescription;
