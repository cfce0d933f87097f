import { consultationTopicLabels, type ConsultationView, type InterfaceLanguage } from '@visabridge/contract';
import type { EmailTexts } from '../../domain/email/email-language';
import { inEveryLanguage } from '../../domain/email/every-language';
import { greetingIn } from '../../domain/email/greeting';
import type { NotificationTexts } from '../../domain/notifications/notify';

type Topic = ConsultationView['topic'];
/** What the user is told: the topic, their agent, and the time written in their region. */
type UserFacts = { topic: Topic; agentName: string | null; time: string };
/** What the agent is told: who booked, the topic, and the time written in their region. */
type AgentFacts = { topic: Topic; userName: string; userEmail: string; time: string };
type Letter = { firstName: string; link: string };

type Wording = {
  /** Each topic as the booking form names it. */
  topics: Record<Topic, string>;
  confirmed: { title: string; line: (facts: UserFacts, topic: string) => string };
  booked: { title: string; line: (facts: AgentFacts, topic: string) => string };
  cancelled: { title: string; line: (userName: string) => string };
  /** An email's subject: its title and the time. */
  subject: (title: string, time: string) => string;
  details: string;
};

const wordings: Record<InterfaceLanguage, Wording> = {
  en: {
    topics: consultationTopicLabels,
    confirmed: {
      title: 'Consultation confirmed',
      line: ({ agentName, time }, topic) =>
        `Your ${topic} consultation with ${agentName ?? 'our agent'} is booked for ${time}.`,
    },
    booked: {
      title: 'Consultation booked',
      line: ({ userName, userEmail, time }, topic) =>
        `${userName} (${userEmail}): ${topic} consultation on ${time}.`,
    },
    cancelled: {
      title: 'Consultation cancelled',
      line: (userName) => `${userName} cancelled their consultation.`,
    },
    subject: (title, time) => `${title}: ${time}`,
    details: 'Details:',
  },
  es: {
    topics: {
      visa_requirements: 'Requisitos de visa',
      application_help: 'Ayuda con la solicitud',
      documents: 'Documentos',
      business_travel: 'Viajes de negocios',
      other: 'Otro',
    },
    confirmed: {
      title: 'Consulta confirmada',
      line: ({ agentName, time }, topic) =>
        `Su consulta sobre «${topic}» con ${agentName ?? 'nuestro agente'} está reservada para el ${time}.`,
    },
    booked: {
      title: 'Consulta reservada',
      line: ({ userName, userEmail, time }, topic) =>
        `${userName} (${userEmail}): consulta sobre «${topic}» el ${time}.`,
    },
    cancelled: { title: 'Consulta cancelada', line: (userName) => `${userName} ha cancelado su consulta.` },
    subject: (title, time) => `${title}: ${time}`,
    details: 'Detalles:',
  },
  fr: {
    topics: {
      visa_requirements: 'Conditions de visa',
      application_help: 'Aide pour une demande',
      documents: 'Documents',
      business_travel: 'Voyages d’affaires',
      other: 'Autre',
    },
    confirmed: {
      title: 'Consultation confirmée',
      line: ({ agentName, time }, topic) =>
        `Votre consultation « ${topic} » avec ${agentName ?? 'notre agent'} est réservée pour le ${time}.`,
    },
    booked: {
      title: 'Consultation réservée',
      line: ({ userName, userEmail, time }, topic) =>
        `${userName} (${userEmail}) : consultation « ${topic} » le ${time}.`,
    },
    cancelled: { title: 'Consultation annulée', line: (userName) => `${userName} a annulé sa consultation.` },
    subject: (title, time) => `${title} : ${time}`,
    details: 'Détails :',
  },
  de: {
    topics: {
      visa_requirements: 'Visabestimmungen',
      application_help: 'Hilfe zum Antrag',
      documents: 'Dokumente',
      business_travel: 'Geschäftsreisen',
      other: 'Sonstiges',
    },
    confirmed: {
      title: 'Beratung bestätigt',
      line: ({ agentName, time }, topic) =>
        `Ihre Beratung zum Thema „${topic}“ mit ${agentName ?? 'unserem Team'} ist gebucht. Termin: ${time}.`,
    },
    booked: {
      title: 'Beratung gebucht',
      line: ({ userName, userEmail, time }, topic) =>
        `${userName} (${userEmail}): Beratung zum Thema „${topic}“. Termin: ${time}.`,
    },
    cancelled: { title: 'Beratung abgesagt', line: (userName) => `${userName} hat die Beratung abgesagt.` },
    subject: (title, time) => `${title}: ${time}`,
    details: 'Details:',
  },
  zh: {
    topics: {
      visa_requirements: '签证要求',
      application_help: '申请协助',
      documents: '材料',
      business_travel: '商务出行',
      other: '其他',
    },
    confirmed: {
      title: '咨询已确认',
      line: ({ agentName, time }, topic) =>
        `您关于“${topic}”的咨询已预约成功，负责顾问：${agentName ?? '我们的签证专员'}，时间：${time}。`,
    },
    booked: {
      title: '咨询已预约',
      line: ({ userName, userEmail, time }, topic) =>
        `${userName}（${userEmail}）预约了关于“${topic}”的咨询，时间：${time}。`,
    },
    cancelled: { title: '咨询已取消', line: (userName) => `${userName} 已取消咨询。` },
    subject: (title, time) => `${title}：${time}`,
    details: '详情：',
  },
  ar: {
    topics: {
      visa_requirements: 'متطلبات التأشيرة',
      application_help: 'المساعدة في الطلب',
      documents: 'المستندات',
      business_travel: 'سفر الأعمال',
      other: 'موضوع آخر',
    },
    confirmed: {
      title: 'تم تأكيد الاستشارة',
      line: ({ agentName, time }, topic) =>
        `تم حجز استشارتك حول «${topic}» مع ${agentName ?? 'أحد وكلائنا'} في ${time}.`,
    },
    booked: {
      title: 'تم حجز استشارة',
      line: ({ userName, userEmail, time }, topic) =>
        `${userName} (${userEmail}): استشارة حول «${topic}» في ${time}.`,
    },
    cancelled: { title: 'تم إلغاء الاستشارة', line: (userName) => `أُلغيت الاستشارة بطلب من ${userName}.` },
    subject: (title, time) => `${title}: ${time}`,
    details: 'التفاصيل:',
  },
};

/** The user's notice that their consultation is booked. */
export const confirmedNotice: NotificationTexts<UserFacts> = inEveryLanguage((language) => (facts) => {
  const { topics, confirmed } = wordings[language];
  return { title: confirmed.title, message: confirmed.line(facts, topics[facts.topic]) };
});

/** The agent's notice of a consultation booked with them. */
export const bookedNotice: NotificationTexts<AgentFacts> = inEveryLanguage((language) => (facts) => {
  const { topics, booked } = wordings[language];
  return { title: booked.title, message: booked.line(facts, topics[facts.topic]) };
});

/** The agent's notice that the user cancelled. */
export const cancelledNotice: NotificationTexts<{ userName: string }> = inEveryLanguage(
  (language) =>
    ({ userName }) => {
      const { cancelled } = wordings[language];
      return { title: cancelled.title, message: cancelled.line(userName) };
    },
);

/** The notice by email: its title and time as the subject, then the notice and where to find the booking. */
const emailOf = <Facts extends { time: string }>(
  notice: NotificationTexts<Facts>,
): EmailTexts<Facts & Letter> =>
  inEveryLanguage((language) => (facts: Facts & Letter) => {
    const { title, message } = notice[language](facts);
    const { subject, details } = wordings[language];
    return {
      subject: subject(title, facts.time),
      lines: [greetingIn[language](facts.firstName), '', message, '', details, facts.link],
    };
  });

export const confirmedEmail = emailOf(confirmedNotice);
export const bookedEmail = emailOf(bookedNotice);
