import type { InterfaceLanguage } from '@visabridge/contract';
import type { OutgoingEmail } from '../email/outbox';
import { emailTo, type EmailTexts, type Recipient } from '../email/email-language';

type VerificationFacts = { firstName: string; link: string };

const verificationTexts: EmailTexts<VerificationFacts> = {
  en: ({ firstName, link }) => ({
    subject: 'Verify your email address',
    lines: [
      `Hello ${firstName},`,
      '',
      'Welcome to VisaBridge. Please confirm your email address by opening this link:',
      link,
      '',
      'The link is valid for 48 hours. If you did not create an account, ignore this email.',
    ],
  }),
  es: ({ firstName, link }) => ({
    subject: 'Confirme su dirección de correo electrónico',
    lines: [
      `Hola, ${firstName}:`,
      '',
      'Le damos la bienvenida a VisaBridge. Confirme su dirección de correo electrónico abriendo este enlace:',
      link,
      '',
      'El enlace es válido durante 48 horas. Si no ha creado una cuenta, ignore este mensaje.',
    ],
  }),
  fr: ({ firstName, link }) => ({
    subject: 'Confirmez votre adresse e-mail',
    lines: [
      `Bonjour ${firstName},`,
      '',
      'Bienvenue sur VisaBridge. Confirmez votre adresse e-mail en ouvrant ce lien :',
      link,
      '',
      'Le lien est valable 48 heures. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
    ],
  }),
  de: ({ firstName, link }) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    lines: [
      `Hallo ${firstName},`,
      '',
      'willkommen bei VisaBridge. Bitte bestätigen Sie Ihre E-Mail-Adresse über diesen Link:',
      link,
      '',
      'Der Link ist 48 Stunden lang gültig. Wenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail.',
    ],
  }),
  zh: ({ firstName, link }) => ({
    subject: '请验证您的电子邮箱地址',
    lines: [
      `${firstName}，您好：`,
      '',
      '欢迎使用 VisaBridge。请打开以下链接，确认您的电子邮箱地址：',
      link,
      '',
      '该链接 48 小时内有效。如果您没有注册账户，请忽略此邮件。',
    ],
  }),
  ar: ({ firstName, link }) => ({
    subject: 'تأكيد عنوان بريدك الإلكتروني',
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      'أهلًا بك في VisaBridge. يُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:',
      link,
      '',
      'الرابط صالح لمدة 48 ساعة. إذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.',
    ],
  }),
};

/** The link that confirms a new account's email address, in the account's language if the site offers it. */
export const verificationEmail = (
  user: Recipient,
  link: string,
  offered: readonly InterfaceLanguage[],
): OutgoingEmail => emailTo(user, offered, verificationTexts, { firstName: user.firstName, link });
