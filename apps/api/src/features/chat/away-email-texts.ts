import type { InterfaceLanguage } from '@visabridge/contract';
import type { EmailTexts } from '../../domain/email/email-language';
import { inEveryLanguage } from '../../domain/email/every-language';
import { greetingIn } from '../../domain/email/greeting';

type Wording = {
  /** To the user: the subject, what happened, and where to answer. */
  userSubject: string;
  answered: string;
  readAndReply: string;
  /** To staff: who wrote (null: an account since removed), and where to answer. */
  staffSubject: (name: string) => string;
  someone: string;
  wrote: (who: string) => string;
  answerHere: string;
};

const wordings: Record<InterfaceLanguage, Wording> = {
  en: {
    userSubject: 'New reply from VisaBridge support',
    answered: 'Our support team answered you in the chat:',
    readAndReply: 'Read and reply here:',
    staffSubject: (name) => `Support chat: new message from ${name}`,
    someone: 'A user',
    wrote: (who) => `${who} wrote in the support chat while no one was online:`,
    answerHere: 'Answer here:',
  },
  es: {
    userSubject: 'Nueva respuesta del soporte de VisaBridge',
    answered: 'Nuestro equipo de soporte le ha respondido en el chat:',
    readAndReply: 'Léala y responda aquí:',
    staffSubject: (name) => `Chat de soporte: nuevo mensaje de ${name}`,
    someone: 'Un usuario',
    wrote: (who) => `${who} ha escrito en el chat de soporte cuando no había nadie conectado:`,
    answerHere: 'Responda aquí:',
  },
  fr: {
    userSubject: 'Nouvelle réponse du support VisaBridge',
    answered: 'Notre équipe d’assistance vous a répondu dans le chat :',
    readAndReply: 'Lisez-la et répondez ici :',
    staffSubject: (name) => `Chat d’assistance : nouveau message de ${name}`,
    someone: 'Un utilisateur',
    wrote: (who) => `${who} a écrit dans le chat d’assistance alors que personne n’était en ligne :`,
    answerHere: 'Répondez ici :',
  },
  de: {
    userSubject: 'Neue Antwort vom VisaBridge-Support',
    answered: 'unser Support-Team hat Ihnen im Chat geantwortet:',
    readAndReply: 'Hier können Sie die Antwort lesen und antworten:',
    staffSubject: (name) => `Support-Chat: neue Nachricht von ${name}`,
    someone: 'Ein Nutzer',
    wrote: (who) => `${who} hat in den Support-Chat geschrieben, während niemand online war:`,
    answerHere: 'Hier antworten:',
  },
  zh: {
    userSubject: 'VisaBridge 客服有新回复',
    answered: '我们的客服团队已在聊天中回复您：',
    readAndReply: '在此阅读并回复：',
    staffSubject: (name) => `客服聊天：${name} 发来新消息`,
    someone: '一位用户',
    wrote: (who) => `${who} 在无人在线时于客服聊天中留言：`,
    answerHere: '在此回复：',
  },
  ar: {
    userSubject: 'رد جديد من فريق دعم VisaBridge',
    answered: 'ردّ عليك فريق الدعم لدينا في المحادثة:',
    readAndReply: 'اقرأ الرد وأجب من هنا:',
    staffSubject: (name) => `محادثة الدعم: رسالة جديدة من ${name}`,
    someone: 'أحد المستخدمين',
    wrote: (who) => `كتب ${who} في محادثة الدعم بينما لم يكن أحد متصلًا:`,
    answerHere: 'أجب من هنا:',
  },
};

/** The subject of the user's email in every language: at most one is sent per gap, whatever its language. */
export const userReplySubjects = Object.values(wordings).map((wording) => wording.userSubject);

type Excerpt = { excerpt: string; link: string };

/** Staff answered while the user was away. */
export const userReplyEmail: EmailTexts<Excerpt & { firstName: string }> = inEveryLanguage(
  (language) =>
    ({ firstName, excerpt, link }) => {
      const wording = wordings[language];
      return {
        subject: wording.userSubject,
        lines: [
          greetingIn[language](firstName),
          '',
          wording.answered,
          '',
          excerpt,
          '',
          wording.readAndReply,
          link,
        ],
      };
    },
);

/** A user wrote while no staff member was online: who (null when their account is gone) and their address. */
export const staffMessageEmail: EmailTexts<Excerpt & { writer: { name: string; email: string } | null }> =
  inEveryLanguage((language) => ({ writer, excerpt, link }) => {
    const wording = wordings[language];
    const name = writer?.name ?? wording.someone;
    return {
      subject: wording.staffSubject(name),
      lines: [
        wording.wrote(writer ? `${name} (${writer.email})` : name),
        '',
        excerpt,
        '',
        wording.answerHere,
        link,
      ],
    };
  });
