import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `id` is the question's address on the FAQ page (/faq#id): keep it when the wording changes. */
export type FaqEntry = { id: string; question: string; answer: string; link?: { to: string; label: string } };
export type FaqTopic = { title: string; entries: FaqEntry[] };

/** A topic as the code holds it: its words as messages, read in the page's language by `faqTopicsIn`. */
type FaqTopicMessages = {
  title: MessageDescriptor;
  entries: {
    id: string;
    question: MessageDescriptor;
    answer: MessageDescriptor;
    link?: { to: string; label: MessageDescriptor };
  }[];
};

/** The questions and answers of the help centre and the FAQ page, by topic; searched through both. */
const faqTopicMessages: FaqTopicMessages[] = [
  {
    title: msg({ message: 'Checking visa requirements', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'need-a-visa',
        question: msg`How do I find out whether I need a visa?`,
        answer: msg`Open the Visa Check, choose your nationality, your destination and the purpose of your trip. The answer says whether you need a visa, how long you may stay, the fee, the processing time and the documents to prepare.`,
        link: {
          to: '/visa-check',
          label: msg({
            message: 'Open the Visa Check',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'requirement-data',
        question: msg`Where does the requirement data come from?`,
        answer: msg`Short visits (tourism, business visits, transit) follow the Passport Index dataset for 199 passports and destinations. Study, work and family stays need a visa unless a rule such as free movement inside the EU, EEA and Switzerland applies; the answer names the rule it used.`,
      },
      {
        id: 'fee-set-by-embassy',
        question: msg`Why does a result say "Fee set by the embassy" or "Not known"?`,
        answer: msg`Fees and processing times come from the dated entry rules and visa policies our team records per destination, each with its official source. Where none is recorded yet we say so instead of guessing a number: an embassy sets a visa's fee, and the issuing authority's own site an e-visa's or a travel authorisation's.`,
      },
    ],
  },
  {
    title: msg({ message: 'Applying', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'start-application',
        question: msg`How do I start an application?`,
        answer: msg`Run a visa check and choose Start Application on the result. The application opens with your trip filled in; fill in your personal details, travel dates and an emergency contact, then upload the documents on its checklist.`,
        link: {
          to: '/application',
          label: msg({
            message: 'New application',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'save-draft',
        question: msg`Can I save an application and finish it later?`,
        answer: msg`Yes. Until you submit it, an application is a draft that you can edit or delete at any time from My Applications.`,
        link: {
          to: '/applications',
          label: msg({
            message: 'My Applications',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'cannot-submit',
        question: msg`Why can I not submit my application?`,
        answer: msg`Every required field and every document on the checklist must be there, the arrival date must not be in the past and your passport must meet the destination’s own validity rule (3 months beyond departure for the Schengen states, 6 months from arrival for India; where we do not have the rule, at least the whole stay). The review step lists whatever is still missing.`,
      },
      {
        id: 'change-after-submit',
        question: msg`Can I change or delete an application after submitting it?`,
        answer: msg`No. A submitted application is kept exactly as you sent it while an agent reviews it. Write to your agent in the application’s messages if something needs correcting.`,
      },
    ],
  },
  {
    title: msg({ message: 'Documents', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'file-types',
        question: msg`Which files can I upload?`,
        answer: msg`PDF, JPEG and PNG files of up to 10 MB each. We check the file’s content, not only its name, so a renamed file of another type is refused.`,
      },
      {
        id: 'documents-needed',
        question: msg`Which documents do I need?`,
        answer: msg`The checklist depends on your trip: a passport valid as the destination requires (its own rule, with its official source), a photo to its specification, proof of funds, your itinerary and accommodation, plus an invitation letter for business, an acceptance letter for study or a job offer for work.`,
      },
      {
        id: 'passport-check',
        question: msg`What does the passport check do?`,
        answer: msg`When you upload a scan of your passport’s photo page, our server reads the two coded lines at the bottom (the machine-readable zone) with text recognition that runs on the server itself; the scan is not sent to any other service. It checks the zone’s check digits, compares the passport number, names, nationality, date of birth, sex and expiry date with your application, and warns when the passport is not valid long enough (or was issued too long ago) for the destination’s own rule. Passport photos are checked for file type, the destination’s own shape (35 x 45 mm for a Schengen visa, square for India’s e-visa) and enough pixels. It does not judge whether a document is genuine: your agent still reviews every document.`,
      },
      {
        id: 'find-documents',
        question: msg`Where do I find the documents I uploaded?`,
        answer: msg`My Documents lists every file with the application it belongs to; you can download each one.`,
        link: {
          to: '/documents',
          label: msg({
            message: 'My Documents',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'replace-document',
        question: msg`Can I replace or remove a document?`,
        answer: msg`While the application is a draft, yes. Once it is submitted its documents stay as they were sent; if an agent asks for another document, you upload it on the application’s page.`,
      },
    ],
  },
  {
    title: msg({ message: 'Fees and payments', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'application-cost',
        question: msg`How much does an application cost?`,
        answer: msg`VisaBridge's processing and service fees, the same on every application, plus the destination's government fee. Where we hold the published government fee in the same currency as ours, we collect it with our fees; in another currency, we show it and you pay it to the destination's authority (its embassy, or the official site of an e-visa or travel authorisation). Where we hold none, the result says so and shows no number. The visa check and every application show the fees before you submit.`,
      },
      {
        id: 'how-to-pay',
        question: msg`How do I pay?`,
        answer: msg`By card on the Payments page once the application is submitted: it lists the fees due, and each payment gets a receipt. An application is approved only once its fees are paid. Applications a company files are billed to the company by monthly invoice instead.`,
        link: {
          to: '/payment',
          label: msg({
            message: 'Payments',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
    ],
  },
  {
    title: msg({ message: 'Application statuses', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'statuses',
        question: msg`What do the statuses mean?`,
        answer: msg({
          message:
            'DRAFT: not submitted yet. PENDING: submitted and waiting for an agent. IN REVIEW: an agent is checking it. APPROVED: your visa application was accepted. REJECTED: it was refused; the reason is shown on the application.',
          comment:
            'DRAFT, PENDING, IN REVIEW, APPROVED and REJECTED are the names of the statuses on the application chips, in capitals: write them as those are translated',
        }),
      },
      {
        id: 'processing-time',
        question: msg`How long does processing take?`,
        answer: msg`Where our visa policies record it for your destination and visa type, the visa check shows the processing time in business days, for example 5-10 business days. Where none is recorded, it says that the processing time varies rather than guess.`,
        link: {
          to: '/visa-check',
          label: msg({
            message: 'Open the Visa Check',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'rejected',
        question: msg`My application was rejected. What now?`,
        answer: msg`The application shows the reason. An agent can reopen it for review; write to your agent from the application’s messages.`,
      },
    ],
  },
  {
    title: msg({ message: 'Notifications', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'notifications',
        question: msg`When do I get a notification?`,
        answer: msg`When you submit an application, when its status changes, when a document is requested or rejected, when your agent sends you a message, when a payment is received or refunded and when the check of a passport scan or photo finds a problem. The bell in the top bar shows how many you have not read.`,
        link: {
          to: '/notifications',
          label: msg({
            message: 'Notifications',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'mark-read',
        question: msg`How do I mark notifications as read?`,
        answer: msg`Opening a notification marks it read. You can also mark one read with its check button, or all of them with Mark all as read.`,
      },
      {
        id: 'emails',
        question: msg`Do I get emails too?`,
        answer: msg`Yes: we also email you when you submit an application, when its status changes, when a document is requested or rejected, when your agent writes to you and when a payment is received or refunded. Verify your email address so that they reach you.`,
        link: {
          to: '/verification',
          label: msg({
            message: 'Verification',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
    ],
  },
  {
    title: msg({ message: 'Your account', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'verification-email',
        question: msg`I did not receive the verification email.`,
        answer: msg`Look in your spam folder, then send a new link from the Verification page. A few links can be sent per hour.`,
        link: {
          to: '/verification',
          label: msg({
            message: 'Verification',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'forgot-password',
        question: msg`I forgot my password.`,
        answer: msg`Choose Forgot Password? on the login page and we email you a link to set a new one. Passwords need at least 8 characters.`,
        link: {
          to: '/forgot-password',
          label: msg({
            message: 'Reset password',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'change-profile',
        question: msg`How do I change my name, phone number or nationality?`,
        answer: msg`Edit them on your profile. Your nationality also decides what Travel Intelligence shows you.`,
        link: {
          to: '/profile',
          label: msg({
            message: 'Profile',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
    ],
  },
  {
    title: msg({ message: 'Contacting us', comment: 'heading of a topic of the FAQ' }),
    entries: [
      {
        id: 'contact-us',
        question: msg`How do I reach a person?`,
        answer: msg`Write to us with the contact form: choose what it is about (a general question, sales, support with an application, a partnership, press or a privacy request) and we reply by email. For a question about one of your applications, writing to your agent in the application’s messages is quickest.`,
        link: {
          to: '/contact',
          label: msg({
            message: 'Contact us',
            comment: 'link under an answer of the FAQ, to the page it names',
          }),
        },
      },
      {
        id: 'contact-data',
        question: msg`What do you keep when I use the contact form?`,
        answer: msg`Your name, email address, topic and message, and your account when you are signed in. To stop abuse we also keep a scrambled key made from your network address (never the address itself) and allow at most 5 messages an hour from one network and 3 an hour from one email address.`,
      },
    ],
  },
];

/** The questions and answers in `i18n`'s language. */
export const faqTopicsIn = (i18n: I18n): FaqTopic[] =>
  faqTopicMessages.map((topic) => ({
    title: i18n._(topic.title),
    entries: topic.entries.map(({ id, question, answer, link }) => ({
      id,
      question: i18n._(question),
      answer: i18n._(answer),
      ...(link && { link: { to: link.to, label: i18n._(link.label) } }),
    })),
  }));

/** The topics with only the entries whose question or answer holds every word of `search`. */
export const searchFaq = (topics: FaqTopic[], search: string) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => {
        const text = `${topic.title} ${entry.question} ${entry.answer}`.toLowerCase();
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.entries.length > 0);
};
