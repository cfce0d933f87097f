import type { InterfaceLanguage } from '@visabridge/contract';
import { emailTo, type EmailTexts } from '../../domain/email/email-language';
import { inEveryLanguage } from '../../domain/email/every-language';
import { greetingIn } from '../../domain/email/greeting';
import type { OutgoingEmail } from '../../domain/email/outbox';
import { topicNameIn } from './contact-topic-names';

type Sent = { name: string; email: string; topic: string; message: string; userId: string | null };

/** The support team's copy of a contact message, with where to answer it: in English, the team's language. */
export const supportCopyEmail = (to: string, sent: Sent, publicUrl: string): OutgoingEmail => ({
  to,
  subject: `Contact form: ${topicNameIn('en', sent.topic)} from ${sent.name}`,
  body: [
    `From: ${sent.name} <${sent.email}>${sent.userId ? ' (signed in to their account)' : ''}`,
    `Topic: ${topicNameIn('en', sent.topic)}`,
    '',
    sent.message,
    '',
    'Reply from the admin inbox, so the answer is recorded:',
    `${publicUrl}/admin-dashboard?tab=inbox`,
  ].join('\n'),
});

type Wording = {
  receivedSubject: string;
  thanks: (topic: string) => string;
  ignore: string;
  replySubject: (topic: string) => string;
  writeBack: string;
  yourMessage: string;
};

const wordings: Record<InterfaceLanguage, Wording> = {
  en: {
    receivedSubject: 'We received your message',
    thanks: (topic) =>
      `Thank you for writing to VisaBridge (${topic}). Your message is with our team, who reply by email to this address.`,
    ignore: 'If you did not write to us, you can ignore this email.',
    replySubject: (topic) => `Re: your message to VisaBridge (${topic})`,
    writeBack: 'To write back, use the contact form:',
    yourMessage: 'Your message:',
  },
  es: {
    receivedSubject: 'Hemos recibido su mensaje',
    thanks: (topic) =>
      `Gracias por escribir a VisaBridge (${topic}). Su mensaje ya está en manos de nuestro equipo, que le responderá por correo electrónico a esta dirección.`,
    ignore: 'Si no nos ha escrito, puede ignorar este mensaje.',
    replySubject: (topic) => `Re: su mensaje a VisaBridge (${topic})`,
    writeBack: 'Para responder, utilice el formulario de contacto:',
    yourMessage: 'Su mensaje:',
  },
  fr: {
    receivedSubject: 'Nous avons bien reçu votre message',
    thanks: (topic) =>
      `Merci d’avoir écrit à VisaBridge (${topic}). Votre message a été transmis à notre équipe, qui vous répondra par e-mail à cette adresse.`,
    ignore: 'Si vous ne nous avez pas écrit, vous pouvez ignorer cet e-mail.',
    replySubject: (topic) => `Re : votre message à VisaBridge (${topic})`,
    writeBack: 'Pour nous répondre, utilisez le formulaire de contact :',
    yourMessage: 'Votre message :',
  },
  de: {
    receivedSubject: 'Wir haben Ihre Nachricht erhalten',
    thanks: (topic) =>
      `vielen Dank für Ihre Nachricht an VisaBridge (${topic}). Sie liegt unserem Team vor, das Ihnen per E-Mail an diese Adresse antwortet.`,
    ignore: 'Wenn Sie uns nicht geschrieben haben, können Sie diese E-Mail ignorieren.',
    replySubject: (topic) => `Re: Ihre Nachricht an VisaBridge (${topic})`,
    writeBack: 'Wenn Sie antworten möchten, nutzen Sie bitte das Kontaktformular:',
    yourMessage: 'Ihre Nachricht:',
  },
  zh: {
    receivedSubject: '我们已收到您的留言',
    thanks: (topic) =>
      `感谢您联系 VisaBridge（${topic}）。您的留言已转交我们的团队，我们会通过电子邮件回复到此地址。`,
    ignore: '如果您没有给我们写信，请忽略此邮件。',
    replySubject: (topic) => `回复：您发给 VisaBridge 的留言（${topic}）`,
    writeBack: '如需回复，请使用联系表单：',
    yourMessage: '您的留言：',
  },
  ar: {
    receivedSubject: 'تلقّينا رسالتك',
    thanks: (topic) =>
      `شكرًا لتواصلك مع VisaBridge (${topic}). رسالتك الآن لدى فريقنا، وسيردّ عليك عبر البريد الإلكتروني على هذا العنوان.`,
    ignore: 'إذا لم تراسلنا، يمكنك تجاهل هذه الرسالة.',
    replySubject: (topic) => `رد: رسالتك إلى VisaBridge (${topic})`,
    writeBack: 'للرد، استخدم نموذج التواصل:',
    yourMessage: 'رسالتك:',
  },
};

const acknowledgementTexts: EmailTexts<Sent> = inEveryLanguage((language) => ({ name, topic }) => {
  const wording = wordings[language];
  return {
    subject: wording.receivedSubject,
    lines: [greetingIn[language](name), '', wording.thanks(topicNameIn(language, topic)), '', wording.ignore],
  };
});

const replyTexts: EmailTexts<Sent & { reply: string; publicUrl: string }> = inEveryLanguage(
  (language) =>
    ({ name, topic, message, reply, publicUrl }) => {
      const wording = wordings[language];
      return {
        subject: wording.replySubject(topicNameIn(language, topic)),
        lines: [
          greetingIn[language](name),
          '',
          reply,
          '',
          wording.writeBack,
          `${publicUrl}/contact`,
          '',
          `> ${wording.yourMessage}`,
          ...message.split('\n').map((line) => `> ${line}`),
        ],
      };
    },
);

/**
 * Tells the sender the message arrived, in `language` (the request's). It does not repeat the message: the
 * form is public, and an acknowledgement quoting any text to any address would let strangers send mail in our name.
 */
export const acknowledgementEmail = (
  sent: Sent,
  offered: readonly InterfaceLanguage[],
  language: InterfaceLanguage,
): OutgoingEmail =>
  emailTo(
    { email: sent.email, firstName: sent.name, interfaceLanguage: language },
    offered,
    acknowledgementTexts,
    sent,
  );

/**
 * A staff reply, sent to the sender with their message below it, in `language` (the sender's account's, when
 * they were signed in; else the language of the page they wrote on).
 */
export const replyEmail = (
  sent: Sent,
  reply: { body: string; publicUrl: string },
  offered: readonly InterfaceLanguage[],
  language: InterfaceLanguage | null,
): OutgoingEmail =>
  emailTo({ email: sent.email, firstName: sent.name, interfaceLanguage: language }, offered, replyTexts, {
    ...sent,
    reply: reply.body,
    publicUrl: reply.publicUrl,
  });
