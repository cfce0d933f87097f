import { countIn } from '../../../../domain/visa/answer-texts/count-in';
import type { FindingTexts, MismatchField, PhotoTarget, ZoneCheck } from './types';

const SCAN_HINT =
  'ارفع صورة ممسوحة أو صورة فوتوغرافية واضحة وجيدة الإضاءة لصفحة البيانات كاملة، ملتقطة من الأمام مباشرة، بحيث ' +
  'يظهر السطران المكوّنان من الأحرف وعلامات (<<<) في أسفلها بالكامل.';

const checks: Record<ZoneCheck, string> = {
  'document number': 'رقم الوثيقة',
  'date of birth': 'تاريخ الميلاد',
  'expiry date': 'تاريخ الانتهاء',
  'personal number': 'الرقم الشخصي',
  'whole zone': 'المنطقة بأكملها',
};

const fields: Record<MismatchField, string> = {
  number: 'الرقم',
  surname: 'اسم العائلة',
  'given names': 'الاسم الأول',
  nationality: 'الجنسية',
  'date of birth': 'تاريخ الميلاد',
  'expiry date': 'تاريخ الانتهاء',
  sex: 'الجنس',
};

const sexes: Record<string, string> = { female: 'أنثى', male: 'ذكر' };

const months = (count: number) =>
  countIn('ar', count, {
    one: 'شهر واحد',
    two: 'شهران',
    few: '# أشهر',
    many: '# شهرًا',
    other: '# شهر',
  });

const shapeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? 'صورة مربعة (الارتفاع يساوي العرض)'
    : `نسبة ${target.widthMm}:${target.heightMm} لصورة مطبوعة مقاسها ${target.widthMm} x ${target.heightMm} مم`;

const sizeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? `${target.minPixels} x ${target.minPixels} بكسل`
    : `${target.minWidth} x ${target.minHeight} بكسل (${target.widthMm} x ${target.heightMm} مم بدقة 300 نقطة في البوصة)`;

export const findingTextsAr: FindingTexts = {
  zoneNotFound: `لم نتمكن من العثور على المنطقة المقروءة آليًا في هذه الصورة الممسوحة. ${SCAN_HINT}`,
  checkDigit: (check) =>
    `رقم التحقق الخاص بـ${checks[check]} لا يطابق ما تمت قراءته. قد تكون الصورة الممسوحة غير واضحة، أو قد تكون الصفحة معدّلة. ${SCAN_HINT}`,
  passportExpired: (expiry) => `انتهت صلاحية جواز السفر هذا في ${expiry}. جدّده قبل تقديم الطلب.`,
  passportShortfall: ({ shortfall, owner, destination, expiry, isTripToday }) => {
    if (shortfall.code === 'age') {
      const years = countIn('ar', shortfall.years, {
        one: 'السنة',
        two: 'السنتين',
        other: 'السنوات الـ#',
      });
      return `صدر جواز السفر في ${shortfall.issued}؛ ولا تُقبل إلا جوازات السفر الصادرة خلال ${years} السابقة لوصولك (قاعدة: ${owner}). جدّده قبل السفر.`;
    }
    const why = {
      beyond_arrival: `أي ${months(shortfall.months)} بعد وصولك (قاعدة: ${owner})`,
      beyond_departure: `أي ${months(shortfall.months)} بعد مغادرتك (قاعدة: ${owner})`,
      for_stay: `أي حتى يوم مغادرتك (قاعدة: ${owner})`,
    };
    const until = shortfall.rule
      ? why[shortfall.rule]
      : `أي حتى يوم مغادرتك (القاعدة الخاصة بوجهتك (${destination}) غير موجودة في بياناتنا، وقد تشترط أكثر من ذلك)`;
    return `تنتهي صلاحية جواز السفر في ${expiry}. يجب أن يكون صالحًا حتى ${shortfall.needed} على الأقل، ${until}${isTripToday ? '، حتى لرحلة اليوم' : ''}. جدّده أولًا.`;
  },
  nothingRead: '(لا شيء)',
  mismatch: (field, read, entered) =>
    `يُظهر جواز السفر ${fields[field]}: ${read}، لكن الطلب يذكر: ${field === 'sex' ? (sexes[entered] ?? entered) : entered}. صحّح البيان الخاطئ.`,
  photoFormat: 'يجب أن تكون صورة جواز السفر بصيغة JPEG أو PNG، لا PDF. ارفع الصورة نفسها.',
  photoSpecUnknown: (destination) =>
    `مواصفات الصورة الخاصة بوجهتك (${destination}) غير موجودة في بياناتنا، لذا لم يُتحقق من الشكل والحجم. تأكد منهما لدى المصدر الرسمي.`,
  photoProportions: (width, height, destination, target) =>
    `أبعاد الصورة ${width} x ${height} بكسل؛ وتطلب وجهتك (${destination}) ${shapeOf(target)}. اقتصّها بهذا الشكل.`,
  photoResolution: (width, height, destination, target) =>
    `أبعاد الصورة ${width} x ${height} بكسل؛ وتشترط وجهتك (${destination}) ${sizeOf(target)} على الأقل.`,
  photoFileSize: (kilobytes) =>
    `حجم الملف ${kilobytes} كيلوبايت فقط، وهذا يعني عادةً ضغطًا شديدًا. ارفع الصورة الأصلية إن كانت لديك.`,
  unreadableFile: (reason) =>
    `تعذّر فحص هذا الملف (${reason}). ارفعه مجددًا كصورة ممسوحة بصيغة JPEG أو PNG أو PDF.`,
};
