import type { InterfaceLanguage } from '@visabridge/contract';

/** What the account's data file says about itself, in each language (`exportedAt` is the file's own field). */
export const exportNotesIn: Record<InterfaceLanguage, string[]> = {
  en: [
    'Everything VisaBridge stores about your account, as of exportedAt.',
    'Passwords are stored only as a one-way hash, and sign-in links only as a hash, so neither is included.',
    'Security events keep the address they came from only as a keyed hash, so it is not included.',
    'Applications you filed for your company hold your colleagues’ details and stay in the company’s records.',
  ],
  es: [
    'Todo lo que VisaBridge guarda sobre su cuenta, a fecha de exportedAt.',
    'Las contraseñas se guardan solo como un hash unidireccional, y los enlaces de inicio de sesión solo como un hash, así que no se incluye ninguno de los dos.',
    'Los eventos de seguridad conservan la dirección de la que proceden solo como un hash con clave, así que no se incluye.',
    'Las solicitudes que presentó para su empresa contienen datos de sus compañeros y permanecen en los registros de la empresa.',
  ],
  fr: [
    'Tout ce que VisaBridge conserve sur votre compte, à la date indiquée par exportedAt.',
    'Les mots de passe ne sont conservés que sous forme de hachage irréversible, et les liens de connexion que sous forme de hachage : ni les uns ni les autres ne sont donc inclus.',
    'Les événements de sécurité ne conservent l’adresse d’origine que sous forme de hachage avec clé : elle n’est donc pas incluse.',
    'Les demandes que vous avez déposées pour votre entreprise contiennent les informations de vos collègues et restent dans les dossiers de l’entreprise.',
  ],
  de: [
    'Alles, was VisaBridge zu Ihrem Konto speichert, Stand: exportedAt.',
    'Passwörter werden nur als Einweg-Hash gespeichert und Anmeldelinks nur als Hash; beides ist daher nicht enthalten.',
    'Sicherheitsereignisse speichern die Adresse, von der sie kamen, nur als Hash mit Schlüssel; sie ist daher nicht enthalten.',
    'Anträge, die Sie für Ihr Unternehmen gestellt haben, enthalten Angaben zu Ihren Kolleginnen und Kollegen und verbleiben in den Unterlagen des Unternehmens.',
  ],
  zh: [
    'VisaBridge 存储的与您账户相关的全部数据，截至 exportedAt 所示时间。',
    '密码仅以单向哈希值存储，登录链接也仅以哈希值存储，因此二者均未包含在内。',
    '安全事件仅以带密钥的哈希值记录来源地址，因此未包含该地址。',
    '您为公司提交的申请包含同事的信息，保留在公司的记录中。',
  ],
  ar: [
    'كل ما يحفظه VisaBridge عن حسابك، حتى الوقت المبيّن في exportedAt.',
    'لا تُحفظ كلمات المرور إلا في صورة تجزئة أحادية الاتجاه، ولا روابط تسجيل الدخول إلا في صورة تجزئة، لذا لا يتضمن الملف أيًّا منهما.',
    'لا تحتفظ أحداث الأمان بالعنوان الذي صدرت منه إلا في صورة تجزئة بمفتاح، لذا لا يتضمنه الملف.',
    'تتضمن الطلبات التي قدّمتها لشركتك بيانات زملائك، وتبقى في سجلات الشركة.',
  ],
};
