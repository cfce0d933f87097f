import type { EmailTexts } from '../email/email-language';

/** A link that chooses a new password. */
export const resetTexts: EmailTexts<{ firstName: string; link: string }> = {
  en: ({ firstName, link }) => ({
    subject: 'Reset your password',
    lines: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your VisaBridge account. To choose a new one, open:',
      link,
      '',
      'The link works once and expires in one hour. If it was not you, ignore this email: your password stays as it is.',
    ],
  }),
  es: ({ firstName, link }) => ({
    subject: 'Restablezca su contraseña',
    lines: [
      `Hola, ${firstName}:`,
      '',
      'Se ha solicitado restablecer la contraseña de su cuenta de VisaBridge. Para elegir una nueva, abra este enlace:',
      link,
      '',
      'El enlace solo puede usarse una vez y caduca en una hora. Si no ha sido usted, ignore este mensaje: su contraseña no cambiará.',
    ],
  }),
  fr: ({ firstName, link }) => ({
    subject: 'Réinitialisez votre mot de passe',
    lines: [
      `Bonjour ${firstName},`,
      '',
      'Une demande de réinitialisation du mot de passe de votre compte VisaBridge a été faite. Pour en choisir un nouveau, ouvrez ce lien :',
      link,
      '',
      'Le lien ne fonctionne qu’une fois et expire dans une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
    ],
  }),
  de: ({ firstName, link }) => ({
    subject: 'Setzen Sie Ihr Passwort zurück',
    lines: [
      `Hallo ${firstName},`,
      '',
      'für Ihr VisaBridge-Konto wurde das Zurücksetzen des Passworts angefordert. Um ein neues Passwort festzulegen, öffnen Sie diesen Link:',
      link,
      '',
      'Der Link funktioniert nur einmal und läuft in einer Stunde ab. Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    ],
  }),
  zh: ({ firstName, link }) => ({
    subject: '重置您的密码',
    lines: [
      `${firstName}，您好：`,
      '',
      '有人申请重置您的 VisaBridge 账户密码。如需设置新密码，请打开以下链接：',
      link,
      '',
      '该链接仅可使用一次，一小时后失效。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
    ],
  }),
  ar: ({ firstName, link }) => ({
    subject: 'إعادة تعيين كلمة المرور',
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      'طلب أحدهم إعادة تعيين كلمة مرور حسابك في VisaBridge. لاختيار كلمة مرور جديدة، افتح هذا الرابط:',
      link,
      '',
      'يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ساعة. إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    ],
  }),
};

/** The password was changed: what to do if it was not the account's holder. */
export const changedTexts: EmailTexts<{ firstName: string; publicUrl: string }> = {
  en: ({ firstName, publicUrl }) => ({
    subject: 'Your password was changed',
    lines: [
      `Hello ${firstName},`,
      '',
      'The password of your VisaBridge account was just changed, and every other signed-in device was signed out.',
      '',
      `If this was not you, reset your password now at ${publicUrl}/forgot-password and contact support.`,
    ],
  }),
  es: ({ firstName, publicUrl }) => ({
    subject: 'Se ha cambiado su contraseña',
    lines: [
      `Hola, ${firstName}:`,
      '',
      'Se acaba de cambiar la contraseña de su cuenta de VisaBridge y se ha cerrado la sesión en todos los demás dispositivos.',
      '',
      `Si no ha sido usted, restablezca ahora su contraseña en ${publicUrl}/forgot-password y póngase en contacto con el servicio de asistencia.`,
    ],
  }),
  fr: ({ firstName, publicUrl }) => ({
    subject: 'Votre mot de passe a été modifié',
    lines: [
      `Bonjour ${firstName},`,
      '',
      'Le mot de passe de votre compte VisaBridge vient d’être modifié, et tous les autres appareils connectés ont été déconnectés.',
      '',
      `Si vous n’êtes pas à l’origine de ce changement, réinitialisez dès maintenant votre mot de passe sur ${publicUrl}/forgot-password et contactez l’assistance.`,
    ],
  }),
  de: ({ firstName, publicUrl }) => ({
    subject: 'Ihr Passwort wurde geändert',
    lines: [
      `Hallo ${firstName},`,
      '',
      'das Passwort Ihres VisaBridge-Kontos wurde soeben geändert, und alle anderen angemeldeten Geräte wurden abgemeldet.',
      '',
      `Wenn Sie das nicht waren, setzen Sie Ihr Passwort jetzt unter ${publicUrl}/forgot-password zurück und wenden Sie sich an den Support.`,
    ],
  }),
  zh: ({ firstName, publicUrl }) => ({
    subject: '您的密码已更改',
    lines: [
      `${firstName}，您好：`,
      '',
      '您的 VisaBridge 账户密码刚刚已更改，其他所有已登录的设备均已退出登录。',
      '',
      `如果这不是您本人的操作，请立即前往 ${publicUrl}/forgot-password 重置密码，并联系客服。`,
    ],
  }),
  ar: ({ firstName, publicUrl }) => ({
    subject: 'تم تغيير كلمة مرورك',
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      'تم للتو تغيير كلمة مرور حسابك في VisaBridge، وتم تسجيل الخروج من جميع الأجهزة الأخرى.',
      '',
      `إذا لم تكن أنت من فعل ذلك، فأعد تعيين كلمة مرورك الآن عبر ${publicUrl}/forgot-password وتواصل مع الدعم.`,
    ],
  }),
};

/** Someone tried to sign up with the address of an existing account. */
export const attemptTexts: EmailTexts<{ firstName: string; publicUrl: string }> = {
  en: ({ firstName, publicUrl }) => ({
    subject: 'Someone tried to create a VisaBridge account with your email',
    lines: [
      `Hello ${firstName},`,
      '',
      'Someone, perhaps you, tried to create a new VisaBridge account with this email address. You already have an account, so no new one was created.',
      '',
      `To sign in, go to ${publicUrl}/login`,
      `If you forgot your password, choose a new one at ${publicUrl}/forgot-password`,
      '',
      'If this was not you, you can ignore this email: nothing changed on your account.',
    ],
  }),
  es: ({ firstName, publicUrl }) => ({
    subject: 'Alguien ha intentado crear una cuenta de VisaBridge con su correo electrónico',
    lines: [
      `Hola, ${firstName}:`,
      '',
      'Alguien, quizá usted, ha intentado crear una nueva cuenta de VisaBridge con esta dirección de correo electrónico. Como ya tiene una cuenta, no se ha creado ninguna nueva.',
      '',
      `Para iniciar sesión, vaya a ${publicUrl}/login`,
      `Si ha olvidado su contraseña, elija una nueva en ${publicUrl}/forgot-password`,
      '',
      'Si no ha sido usted, puede ignorar este mensaje: su cuenta no ha cambiado.',
    ],
  }),
  fr: ({ firstName, publicUrl }) => ({
    subject: 'Quelqu’un a tenté de créer un compte VisaBridge avec votre adresse e-mail',
    lines: [
      `Bonjour ${firstName},`,
      '',
      'Quelqu’un, peut-être vous-même, a tenté de créer un nouveau compte VisaBridge avec cette adresse e-mail. Comme vous avez déjà un compte, aucun nouveau compte n’a été créé.',
      '',
      `Pour vous connecter, rendez-vous sur ${publicUrl}/login`,
      `Si vous avez oublié votre mot de passe, choisissez-en un nouveau sur ${publicUrl}/forgot-password`,
      '',
      'Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé sur votre compte.',
    ],
  }),
  de: ({ firstName, publicUrl }) => ({
    subject: 'Jemand wollte mit Ihrer E-Mail-Adresse ein VisaBridge-Konto anlegen',
    lines: [
      `Hallo ${firstName},`,
      '',
      'jemand – vielleicht Sie selbst – wollte mit dieser E-Mail-Adresse ein neues VisaBridge-Konto anlegen. Da Sie bereits ein Konto haben, wurde kein neues angelegt.',
      '',
      `Zur Anmeldung: ${publicUrl}/login`,
      `Falls Sie Ihr Passwort vergessen haben, legen Sie unter ${publicUrl}/forgot-password ein neues fest.`,
      '',
      'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.',
    ],
  }),
  zh: ({ firstName, publicUrl }) => ({
    subject: '有人尝试使用您的电子邮箱注册 VisaBridge 账户',
    lines: [
      `${firstName}，您好：`,
      '',
      '有人（也可能是您本人）尝试使用此电子邮箱地址注册新的 VisaBridge 账户。由于您已有账户，系统未创建新账户。',
      '',
      `如需登录，请访问 ${publicUrl}/login`,
      `如果您忘记了密码，请前往 ${publicUrl}/forgot-password 设置新密码`,
      '',
      '如果这不是您本人的操作，请忽略此邮件，您的账户没有任何变化。',
    ],
  }),
  ar: ({ firstName, publicUrl }) => ({
    subject: 'حاول أحدهم إنشاء حساب في VisaBridge ببريدك الإلكتروني',
    lines: [
      `مرحبًا ${firstName}،`,
      '',
      'حاول أحدهم، وربما أنت، إنشاء حساب جديد في VisaBridge بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذا لم يُنشأ حساب جديد.',
      '',
      `لتسجيل الدخول، انتقل إلى ${publicUrl}/login`,
      `إذا نسيت كلمة المرور، فاختر كلمة مرور جديدة عبر ${publicUrl}/forgot-password`,
      '',
      'إذا لم تكن أنت، فيمكنك تجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
    ],
  }),
};
