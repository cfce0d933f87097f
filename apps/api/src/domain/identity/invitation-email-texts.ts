import type { EmailTexts } from '../email/email-language';

/** `invitedBy` names the person or company who invited them. */
type Facts = { firstName: string; invitedBy: string; link: string };

/** An account made for someone, and the link that chooses its password. */
export const invitationTexts: EmailTexts<Facts> = {
  en: ({ firstName, invitedBy, link }) => ({
    subject: 'You are invited to VisaBridge',
    lines: [
      `Hello ${firstName},`,
      '',
      `${invitedBy} created a VisaBridge account for you. Choose your password to start:`,
      link,
      '',
      'The link works once and expires in 7 days. If you did not expect this, ignore this email.',
    ],
  }),
  es: ({ firstName, invitedBy, link }) => ({
    subject: 'Le invitamos a VisaBridge',
    lines: [
      `Hola, ${firstName}:`,
      '',
      `${invitedBy} ha creado una cuenta de VisaBridge para usted. Elija su contraseña para empezar:`,
      link,
      '',
      'El enlace solo puede usarse una vez y caduca en 7 días. Si no esperaba este mensaje, ignórelo.',
    ],
  }),
  fr: ({ firstName, invitedBy, link }) => ({
    subject: 'Invitation à rejoindre VisaBridge',
    lines: [
      `Bonjour ${firstName},`,
      '',
      `${invitedBy} a créé un compte VisaBridge pour vous. Choisissez votre mot de passe pour commencer :`,
      link,
      '',
      'Le lien ne fonctionne qu’une fois et expire dans 7 jours. Si vous ne vous attendiez pas à cet e-mail, ignorez-le.',
    ],
  }),
  de: ({ firstName, invitedBy, link }) => ({
    subject: 'Einladung zu VisaBridge',
    lines: [
      `Hallo ${firstName},`,
      '',
      `${invitedBy} hat für Sie ein VisaBridge-Konto angelegt. Legen Sie Ihr Passwort fest, um zu beginnen:`,
      link,
      '',
      'Der Link funktioniert nur einmal und läuft in 7 Tagen ab. Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie.',
    ],
  }),
  zh: ({ firstName, invitedBy, link }) => ({
    subject: '您受邀使用 VisaBridge',
    lines: [
      `${firstName}，您好：`,
      '',
      `${invitedBy} 已为您创建了 VisaBridge 账户。请设置密码以开始使用：`,
      link,
      '',
      '该链接仅可使用一次，7 天后失效。如果您并未预期收到此邮件，请忽略。',
    ],
  }),
  ar: ({ firstName, invitedBy, link }) => ({
    subject: 'دعوة للانضمام إلى VisaBridge',
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `أنشأ ${invitedBy} حسابًا لك في VisaBridge. اختر كلمة المرور لتبدأ:`,
      link,
      '',
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 7 أيام. إذا لم تكن تتوقع هذه الرسالة، فتجاهلها.',
    ],
  }),
};

/** A company files for someone who already has an account: the link connects it to their applications. */
export const accountLinkTexts: EmailTexts<Facts & { email: string }> = {
  en: ({ firstName, invitedBy, email, link }) => ({
    subject: `${invitedBy} invites you to follow your visa applications`,
    lines: [
      `Hello ${firstName},`,
      '',
      `${invitedBy} files visa applications for you on VisaBridge. To see them in your account, answer document requests and messages, sign in with this email address (${email}) and open:`,
      link,
      '',
      'The link works once and expires in 7 days. If you did not expect this, ignore this email.',
    ],
  }),
  es: ({ firstName, invitedBy, email, link }) => ({
    subject: `${invitedBy} le invita a seguir sus solicitudes de visado`,
    lines: [
      `Hola, ${firstName}:`,
      '',
      `${invitedBy} presenta solicitudes de visado en su nombre en VisaBridge. Para verlas en su cuenta y responder a las solicitudes de documentos y a los mensajes, inicie sesión con esta dirección de correo electrónico (${email}) y abra este enlace:`,
      link,
      '',
      'El enlace solo puede usarse una vez y caduca en 7 días. Si no esperaba este mensaje, ignórelo.',
    ],
  }),
  fr: ({ firstName, invitedBy, email, link }) => ({
    subject: `${invitedBy} vous invite à suivre vos demandes de visa`,
    lines: [
      `Bonjour ${firstName},`,
      '',
      `${invitedBy} dépose des demandes de visa pour vous sur VisaBridge. Pour les voir dans votre compte et répondre aux demandes de documents et aux messages, connectez-vous avec cette adresse e-mail (${email}) et ouvrez ce lien :`,
      link,
      '',
      'Le lien ne fonctionne qu’une fois et expire dans 7 jours. Si vous ne vous attendiez pas à cet e-mail, ignorez-le.',
    ],
  }),
  de: ({ firstName, invitedBy, email, link }) => ({
    subject: `${invitedBy} lädt Sie ein, Ihre Visumanträge zu verfolgen`,
    lines: [
      `Hallo ${firstName},`,
      '',
      `${invitedBy} stellt auf VisaBridge Visumanträge für Sie. Um sie in Ihrem Konto zu sehen und auf Dokumentanforderungen und Nachrichten zu antworten, melden Sie sich mit dieser E-Mail-Adresse (${email}) an und öffnen Sie diesen Link:`,
      link,
      '',
      'Der Link funktioniert nur einmal und läuft in 7 Tagen ab. Wenn Sie diese E-Mail nicht erwartet haben, ignorieren Sie sie.',
    ],
  }),
  zh: ({ firstName, invitedBy, email, link }) => ({
    subject: `${invitedBy} 邀请您跟进您的签证申请`,
    lines: [
      `${firstName}，您好：`,
      '',
      `${invitedBy} 正在 VisaBridge 上为您办理签证申请。如需在您的账户中查看这些申请、回复文件要求和消息，请使用此电子邮箱地址（${email}）登录，然后打开以下链接：`,
      link,
      '',
      '该链接仅可使用一次，7 天后失效。如果您并未预期收到此邮件，请忽略。',
    ],
  }),
  ar: ({ firstName, invitedBy, email, link }) => ({
    subject: `يدعوك ${invitedBy} إلى متابعة طلبات تأشيرتك`,
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      `يقدّم ${invitedBy} طلبات تأشيرة نيابةً عنك على VisaBridge. لرؤيتها في حسابك والرد على طلبات المستندات والرسائل، سجّل الدخول بعنوان البريد الإلكتروني هذا (${email}) وافتح هذا الرابط:`,
      link,
      '',
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 7 أيام. إذا لم تكن تتوقع هذه الرسالة، فتجاهلها.',
    ],
  }),
};
