import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn, emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import { greetingIn } from '../../domain/email/greeting';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Facts = {
  /** The invited traveller's name, and the address the invitation goes to. */
  traveller: string;
  to: string;
  inviter: string;
  /** The destination's ISO code, and its name in the data set (English). */
  destination: { code: string; name: string };
  /** The arrival date, written in the inviter's region. */
  arrival: string;
  link: string;
};

const texts: EmailTexts<Facts> = {
  en: ({ traveller, to, inviter, destination, arrival, link }) => {
    const country = countryNameIn('en', destination.code, destination.name);
    return {
      subject: `${inviter} invites you to follow your visa application for ${country}`,
      lines: [
        greetingIn.en(traveller),
        '',
        `${inviter} is applying on VisaBridge for your visa for the trip to ${country} on ${arrival}.`,
        `To see your own application, upload its documents and answer its agent from your own account, sign in (or create an account) with this address, ${to}, and open:`,
        link,
        '',
        'You will see your own application only, not the other travellers on the trip. The link works for 14 days.',
        'If you did not expect this, you can ignore this email.',
      ],
    };
  },
  es: ({ traveller, to, inviter, destination, arrival, link }) => {
    const country = countryNameIn('es', destination.code, destination.name);
    return {
      subject: `${inviter} le invita a seguir su solicitud de visado para ${country}`,
      lines: [
        greetingIn.es(traveller),
        '',
        `${inviter} está tramitando en VisaBridge su visado para el viaje a ${country} con llegada el ${arrival}.`,
        `Para ver su propia solicitud, subir sus documentos y responder a su agente desde su propia cuenta, inicie sesión (o cree una cuenta) con esta dirección, ${to}, y abra este enlace:`,
        link,
        '',
        'Solo verá su propia solicitud, no las de los demás viajeros. El enlace es válido durante 14 días.',
        'Si no esperaba este mensaje, puede ignorarlo.',
      ],
    };
  },
  fr: ({ traveller, to, inviter, destination, arrival, link }) => {
    const country = countryNameIn('fr', destination.code, destination.name);
    return {
      subject: `${inviter} vous invite à suivre votre demande de visa (destination : ${country})`,
      lines: [
        greetingIn.fr(traveller),
        '',
        `${inviter} fait votre demande de visa sur VisaBridge pour le voyage (destination : ${country}, arrivée le ${arrival}).`,
        `Pour consulter votre propre demande, en téléverser les documents et répondre à son agent depuis votre propre compte, connectez-vous (ou créez un compte) avec cette adresse, ${to}, puis ouvrez ce lien :`,
        link,
        '',
        'Vous ne verrez que votre propre demande, pas celles des autres voyageurs. Le lien est valable 14 jours.',
        'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
      ],
    };
  },
  de: ({ traveller, to, inviter, destination, arrival, link }) => {
    const country = countryNameIn('de', destination.code, destination.name);
    return {
      subject: `${inviter} lädt Sie ein, Ihren Visumantrag für ${country} zu verfolgen`,
      lines: [
        greetingIn.de(traveller),
        '',
        `${inviter} beantragt über VisaBridge Ihr Visum für die Reise (Ziel: ${country}, Ankunft am ${arrival}).`,
        `Um Ihren eigenen Antrag von Ihrem eigenen Konto aus zu sehen, seine Dokumente hochzuladen und seinem Sachbearbeiter zu antworten, melden Sie sich mit dieser Adresse (${to}) an oder legen Sie damit ein Konto an, und öffnen Sie dann diesen Link:`,
        link,
        '',
        'Sie sehen nur Ihren eigenen Antrag, nicht die der anderen Reisenden. Der Link ist 14 Tage lang gültig.',
        'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
      ],
    };
  },
  zh: ({ traveller, to, inviter, destination, arrival, link }) => {
    const country = countryNameIn('zh', destination.code, destination.name);
    return {
      subject: `${inviter} 邀请您查看您前往${country}的签证申请`,
      lines: [
        greetingIn.zh(traveller),
        '',
        `${inviter} 正在通过 VisaBridge 为您办理前往${country}的签证（抵达日期 ${arrival}）。`,
        `如需通过您自己的账户查看您的申请、上传所需材料并回复负责的签证专员，请使用此邮箱地址（${to}）登录或注册账户，然后打开以下链接：`,
        link,
        '',
        '您只能看到自己的申请，看不到同行其他旅客的申请。该链接 14 天内有效。',
        '如果您没有预料到这封邮件，请忽略。',
      ],
    };
  },
  ar: ({ traveller, to, inviter, destination, arrival, link }) => {
    const country = countryNameIn('ar', destination.code, destination.name);
    return {
      subject: `يدعوك ${inviter} إلى متابعة طلب تأشيرتك إلى ${country}`,
      lines: [
        greetingIn.ar(traveller),
        '',
        `يتقدّم ${inviter} عبر VisaBridge بطلب تأشيرتك للرحلة إلى ${country} (تاريخ الوصول ${arrival}).`,
        `لعرض طلبك الخاص ورفع مستنداته والرد على الوكيل المسؤول عنه من حسابك الخاص، سجّل الدخول (أو أنشئ حسابًا) بهذا العنوان، ${to}، ثم افتح هذا الرابط:`,
        link,
        '',
        'سترى طلبك وحده، لا طلبات المسافرين الآخرين في الرحلة. الرابط صالح لمدة 14 يومًا.',
        'إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
      ],
    };
  },
};

/**
 * To an adult on someone's trip: follow your own application from your own account. In the language of the
 * invited address's account when it has one, else the inviter's (who most likely shares it), among those offered.
 */
export const tripInvitationEmail = (
  invited: Recipient,
  offered: readonly InterfaceLanguage[],
  facts: Omit<Facts, 'traveller' | 'to'>,
): OutgoingEmail =>
  emailTo(invited, offered, texts, { traveller: invited.firstName, to: invited.email, ...facts });
