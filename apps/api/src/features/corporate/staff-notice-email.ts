import type { InterfaceLanguage } from '@visabridge/contract';
import { emailTo, type EmailTexts, type Recipient } from '../../domain/email/email-language';
import { greetingIn } from '../../domain/email/greeting';
import type { OutgoingEmail } from '../../domain/email/outbox';

type Facts = { firstName: string; company: string };

const texts: EmailTexts<Facts> = {
  en: ({ firstName, company }) => ({
    subject: `${company} tried to add you as an employee`,
    lines: [
      greetingIn.en(firstName),
      '',
      `${company} added this address as one of its employees on VisaBridge and sent an invitation. Staff accounts cannot be linked to a company, so nothing changes for your account and the company was not told why.`,
      '',
      'If you did not expect this, you can ignore this email.',
    ],
  }),
  es: ({ firstName, company }) => ({
    subject: `${company} ha intentado añadirle como empleado`,
    lines: [
      greetingIn.es(firstName),
      '',
      `${company} ha registrado esta dirección en VisaBridge como la de uno de sus empleados y ha enviado una invitación. Las cuentas del personal de VisaBridge no pueden vincularse a una empresa, así que su cuenta no cambia y no se ha comunicado el motivo a la empresa.`,
      '',
      'Si no esperaba este mensaje, puede ignorarlo.',
    ],
  }),
  fr: ({ firstName, company }) => ({
    subject: `${company} a tenté de vous ajouter comme employé`,
    lines: [
      greetingIn.fr(firstName),
      '',
      `${company} a enregistré cette adresse sur VisaBridge comme celle de l’un de ses employés et a envoyé une invitation. Les comptes du personnel de VisaBridge ne peuvent pas être rattachés à une entreprise : votre compte reste donc inchangé, et la raison n’a pas été communiquée à l’entreprise.`,
      '',
      'Si vous n’attendiez pas ce message, vous pouvez l’ignorer.',
    ],
  }),
  de: ({ firstName, company }) => ({
    subject: `${company} wollte Sie als Mitarbeiter hinzufügen`,
    lines: [
      greetingIn.de(firstName),
      '',
      `${company} hat diese Adresse bei VisaBridge als die eines Mitarbeiters eingetragen und eine Einladung verschickt. Konten von VisaBridge-Mitarbeitenden können nicht mit einem Unternehmen verknüpft werden. Für Ihr Konto ändert sich daher nichts, und dem Unternehmen wurde der Grund nicht mitgeteilt.`,
      '',
      'Wenn Sie diese E-Mail nicht erwartet haben, können Sie sie ignorieren.',
    ],
  }),
  zh: ({ firstName, company }) => ({
    subject: `${company} 曾尝试将您添加为员工`,
    lines: [
      greetingIn.zh(firstName),
      '',
      `${company} 在 VisaBridge 上将此邮箱地址登记为其员工的地址，并发送了邀请。VisaBridge 工作人员的账户无法关联到企业，因此您的账户不会有任何变化，我们也没有告知该企业原因。`,
      '',
      '如果您没有预料到这封邮件，请忽略。',
    ],
  }),
  ar: ({ firstName, company }) => ({
    subject: `حاولت ${company} إضافتك موظفًا لديها`,
    lines: [
      greetingIn.ar(firstName),
      '',
      `سجّلت ${company} هذا العنوان على VisaBridge بوصفه عنوان أحد موظفيها وأرسلت دعوة. لا يمكن ربط حسابات موظفي VisaBridge بأي شركة، لذا لن يتغير شيء في حسابك، ولم تُبلَّغ الشركة بالسبب.`,
      '',
      'إذا لم تكن تتوقع هذه الرسالة، يمكنك تجاهلها.',
    ],
  }),
};

/** Told to a staff member whose address a company added, in their language: staff accounts never join a company. */
export const staffNoticeEmail = (
  staff: Recipient,
  offered: readonly InterfaceLanguage[],
  company: string,
): OutgoingEmail => emailTo(staff, offered, texts, { firstName: staff.firstName, company });
