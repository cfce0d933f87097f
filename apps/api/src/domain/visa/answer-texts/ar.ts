import type { EntryConditionsView } from '@visabridge/contract';
import { countIn } from './count-in';
import { listIn } from './list-in';
import type { AnswerTexts, RuleNeed } from './types';

const days = (count: number) =>
  countIn('ar', count, { one: 'يوم واحد', two: 'يومان', few: '# أيام', many: '# يومًا', other: '# يوم' });
const months = (count: number) =>
  countIn('ar', count, { one: 'شهر واحد', two: 'شهران', few: '# أشهر', many: '# شهرًا', other: '# شهر' });
const years = (count: number) =>
  countIn('ar', count, { one: 'سنة واحدة', two: 'سنتان', few: '# سنوات', many: '# سنةً', other: '# سنة' });
const businessDays = (count: number) =>
  countIn('ar', count, {
    one: 'يوم عمل واحد',
    two: 'يوما عمل',
    few: '# أيام عمل',
    many: '# يوم عمل',
    other: '# يوم عمل',
  });

const passportRule = (conditions: EntryConditionsView | null, destination: string, ruleOf: string) => {
  if (!conditions?.passportValidity)
    return `جواز سفر ساري المفعول: قاعدة صلاحية جواز السفر لدى ${destination} غير متوفرة في بياناتنا؛ يُرجى التحقق منها لدى المصدر الرسمي قبل السفر`;
  const { passportValidity, passportValidityMonths, maxPassportAgeYears, blankPages } = conditions;
  const validity = {
    beyond_arrival: `ساري المفعول لمدة ${months(passportValidityMonths ?? 0)} على الأقل من تاريخ الوصول`,
    beyond_departure: `ساري المفعول لمدة ${months(passportValidityMonths ?? 0)} على الأقل بعد تاريخ المغادرة`,
    for_stay: 'ساري المفعول طوال مدة الإقامة',
  }[passportValidity];
  const issued = maxPassportAgeYears ? `، صادر خلال آخر ${years(maxPassportAgeYears)}` : '';
  const pages = blankPages
    ? `، وفيه ${countIn('ar', blankPages, { one: 'صفحة فارغة واحدة', two: 'صفحتان فارغتان', few: '# صفحات فارغة', many: '# صفحة فارغة', other: '# صفحة فارغة' })}`
    : '';
  return `جواز سفر ${validity}${issued}${pages} (قاعدة ${ruleOf})`;
};

const photoRule = (conditions: EntryConditionsView | null, destination: string) => {
  const photo = conditions?.photo;
  if (!photo)
    return `صورة حديثة بمقاس جواز السفر: مواصفات الصورة لدى ${destination} غير متوفرة في بياناتنا؛ يُرجى التحقق من المقاس لدى المصدر الرسمي`;
  if (photo.shape === 'square')
    return `صورة رقمية مربعة (الارتفاع يساوي العرض)، بدقة ${photo.minPixels} × ${photo.minPixels} بكسل على الأقل، ${photo.background}`;
  return `صورة حديثة بمقاس ${photo.widthMm} × ${photo.heightMm} مم، ${photo.background}`;
};

const holders = (from: string) => `حاملي جوازات السفر الصادرة عن ${from}`;

/** "يلزم حاملي … الحصول على …": what the holders need to enter, as one clause. */
const whatHoldersNeed = (from: string, to: string, { category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return `يمكن ل${holders(from)} دخول ${to} دون تأشيرة`;
  if (category === 'no_admission') return `لا يُسمح ل${holders(from)} بدخول ${to}`;
  return `يلزم ${holders(from)} الحصول على "${authorisationName}" لدخول ${to}`;
};

const whatHoldersWillNeed = (from: string, to: string, { category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return `سيمكن ل${holders(from)} دخول ${to} دون تأشيرة`;
  if (category === 'no_admission') return `لن يُسمح ل${holders(from)} بدخول ${to}`;
  return `سيلزم ${holders(from)} الحصول على "${authorisationName}" لدخول ${to}`;
};

const confirmWith = (country: string) =>
  `يُرجى التحقق من ذلك لدى شركة الطيران ولدى المصدر الحكومي الرسمي في ${country} قبل السفر.`;

export const answerTextsAr: AnswerTexts = {
  dateLocale: 'ar',
  datasetValue: (category, stayDays) =>
    stayDays
      ? `دون تأشيرة لمدة أقصاها ${days(stayDays)}`
      : {
          visa_free: 'دون تأشيرة',
          visa_on_arrival: 'تأشيرة عند الوصول',
          eta: 'تصريح سفر إلكتروني (eTA)',
          e_visa: 'تأشيرة إلكترونية',
          visa_required: 'تأشيرة مطلوبة',
          no_admission: 'الدخول غير مسموح',
          own_country: 'دولة المواطن نفسه',
        }[category],
  visaTypeNames: {
    tourist: 'تأشيرة سياحية',
    business: 'تأشيرة أعمال',
    student: 'تأشيرة دراسية',
    work: 'تأشيرة عمل',
    family: 'تأشيرة لمّ شمل الأسرة',
    transit: 'تأشيرة عبور (ترانزيت)',
    medical: 'تأشيرة علاج طبي',
  },
  groupNames: {
    'eu-eea-swiss': 'مواطني الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا',
    schengen: 'منطقة شنغن',
  },
  documents: {
    passportOrId: 'جواز سفر أو بطاقة هوية وطنية سارية المفعول',
    funds: 'إثبات توفر أموال كافية لمدة الإقامة',
    etaApproval: 'تصريح السفر الإلكتروني (eTA) المرتبط بجواز السفر هذا',
    eVisaApproval: 'موافقة التأشيرة الإلكترونية مطبوعة لحملها أثناء السفر',
    eVisaPhoto: 'صورة رقمية بمقاس جواز السفر للطلب الإلكتروني',
    applicationForm: 'استمارة طلب التأشيرة مستوفاة',
    bankStatements: 'إثبات توفر أموال كافية (كشوف حساب مصرفية لآخر 3 أشهر)',
    itinerary: 'خط سير الرحلة',
    returnTicket: 'تذكرة عودة أو تذكرة لمواصلة السفر',
    accommodation: 'إثبات السكن (حجز فندقي أو عنوان المضيف)',
    invitationLetter: 'خطاب دعوة من الشركة التي ستزورها',
    employerLetter: 'خطاب من جهة عملك يوضّح الغرض من الرحلة',
    acceptanceLetter: 'خطاب قبول من المدرسة أو الجامعة',
    tuitionProof: 'إثبات سداد الرسوم الدراسية أو الحصول على منحة',
    jobOffer: 'عرض عمل أو عقد عمل',
    relationshipProof: 'إثبات صلة القرابة (شهادة ميلاد أو عقد زواج)',
    familyInvitation: 'دعوة من فرد الأسرة الذي ستلتحق به ونسخة من وثيقة هويته',
    onwardTicket: 'تذكرة لمواصلة السفر خلال فترة العبور',
    finalDestinationVisa: 'تأشيرة أو إذن دخول إلى الوجهة النهائية',
    hospitalLetter: 'خطاب من المستشفى المعالِج يتضمن مواعيد العلاج',
    treatmentPayment: 'إثبات القدرة على سداد تكاليف العلاج',
    workPermit: 'تصريح عمل أو الموافقة عليه، إن كانت دولة الوجهة تصدره',
    schengenInsurance: 'تأمين طبي للسفر لا تقل تغطيته عن 30,000 يورو طوال مدة الإقامة في منطقة شنغن',
    schengenMinorForm:
      'استمارة طلب موقّعة من أحد الوالدين أو الوصي القانوني مع ذكر اسمه وعنوانه (المسافر دون 18 عامًا)',
  },
  passportRule,
  photoRule,
  photoBackgrounds: {
    'plain light background': 'خلفية فاتحة سادة',
    'white or off-white background': 'خلفية بيضاء أو بيضاء مائلة إلى الصفرة',
    'plain light-coloured or white background': 'خلفية سادة فاتحة اللون أو بيضاء',
    'background not stated': 'الخلفية غير محددة',
  },
  recordedFrom: (recordedOn, source) => `سجّلته VisaBridge بتاريخ ${recordedOn} من ${source}`,
  recordedBy: (by, on, source) => `سجّله ${by} بتاريخ ${on} من ${source}`,
  fee: {
    notApplicable: 'لا ينطبق',
    noVisaFee: 'لا توجد رسوم تأشيرة',
    setByAuthority: 'غير معروفة: تحددها الجهة المُصدِرة',
    setByEmbassy: 'رسوم تحددها السفارة',
    notKnown: 'غير معروفة',
    fromDay: (amount, date) => `${amount} (اعتبارًا من ${date})`,
  },
  stay: {
    notAdmitted: 'الدخول غير مسموح',
    unlimited: 'غير محدودة',
    upToDays: (count) => `حتى ${days(count)}`,
    setByAuthorisation: 'تحددها التأشيرة أو التصريح',
    notStated: 'غير مذكورة في البيانات',
  },
  processing: {
    notApplicable: 'لا ينطبق',
    days: (min, max) => (min === max ? businessDays(min) : `من ${min} إلى ${max} يوم عمل`),
    atBorder: 'تُصدر على الحدود عند الوصول',
    noApplication: 'لا حاجة إلى تقديم طلب',
    varies: 'تختلف مدة المعالجة',
  },
  decisions: {
    ownCountry: 'يحق للمواطنين دائمًا دخول بلدهم',
    longStayPurpose:
      'تتطلب الدراسة والعمل ولمّ شمل الأسرة تأشيرة أو تصريح إقامة؛ أما الدخول دون تأشيرة فيقتصر على الزيارات القصيرة',
    freeMovement: {
      'eu-eea-swiss-free-movement':
        'حرية تنقل الأشخاص داخل الاتحاد الأوروبي والمنطقة الاقتصادية الأوروبية وسويسرا',
      'common-travel-area': 'منطقة السفر المشتركة بين أيرلندا والمملكة المتحدة',
      'trans-tasman-travel-arrangement': 'ترتيب السفر عبر بحر تسمان بين أستراليا ونيوزيلندا',
    },
    passportIndex: (editionDate, value) => `Passport Index، إصدار ${editionDate}: ${value}`,
    entryRule: (name, startsOn, recorded) => `${name}، سارٍ اعتبارًا من ${startsOn}. ${recorded}`,
  },
  tips: {
    notAdmitted: (from, to) =>
      `لا يُسمح ل${holders(from)} بدخول ${to}؛ يُرجى التواصل مع سفارتها قبل التخطيط للسفر.`,
    stayLimit: (count) => `يمكنك البقاء حتى ${days(count)}؛ وتتطلب الإقامة الأطول تأشيرة أو تصريح إقامة.`,
    eta: 'قدّم طلب تصريح السفر الإلكتروني عبر الإنترنت قبل السفر.',
    eVisa: 'قدّم طلب التأشيرة الإلكترونية عبر الإنترنت واحمل نسخة مطبوعة من الموافقة.',
    visaOnArrival: 'جهّز رسوم التأشيرة ومستنداتك الداعمة عند الحدود.',
    applyForVisa: (to) =>
      `قدّم طلب تأشيرة ${to} قبل السفر، عبر الإنترنت أو لدى سفارتها أو قنصليتها، وفق إرشادات موقع التأشيرات الرسمي.`,
    applyOnGovUk: (source, recorded) =>
      `قدّم طلبك عبر الإنترنت على موقع GOV.UK قبل السفر (${source})، ثم سجّل بصماتك والتقط صورتك في أحد مراكز طلبات التأشيرة (${recorded}).`,
    applyAhead: (daysBefore, processingDays) =>
      `قدّم طلبك قبل السفر بمدة ${days(daysBefore)} على الأقل: فقد تستغرق المعالجة حتى ${businessDays(processingDays)}.`,
    registerResidence: 'سجّل إقامتك لدى السلطات المحلية إذا تجاوزت مدة إقامتك ثلاثة أشهر.',
    carryPassportOrId: 'احمل جواز سفر أو بطاقة هوية وطنية سارية المفعول.',
    passportRule: (rule, recorded) => `${rule}: ${recorded}. يُرجى التحقق منها لدى المصدر الرسمي قبل السفر.`,
    passportRuleUnknown: (to) =>
      `قاعدة صلاحية جواز السفر لدى ${to} غير متوفرة في بياناتنا: يُرجى التحقق منها لدى المصدر الرسمي قبل السفر.`,
  },
  entryRules: {
    starts: (date, from, to, need) => `اعتبارًا من ${date}، ${whatHoldersNeed(from, to, need)}.`,
    ends: (name, date) => `${name}: سارٍ حتى ${date}؛ وبعد ذلك تُطبَّق إجابة مجموعة البيانات مجددًا.`,
    feeChanges: (date, name, amount) => `اعتبارًا من ${date}، تبلغ الرسوم الحكومية لـ "${name}" ${amount}.`,
    announced: (from, to, need) =>
      `أُعلن عنه دون تحديد تاريخ بدء: ${whatHoldersWillNeed(from, to, need)}. لم يدخل حيز التنفيذ بعد، ولا تتضمنه الإجابة أعلاه.`,
    applyDirectly: (url, amount) =>
      `يمكنك التقديم مباشرةً على الموقع الرسمي ${url} دون VisaBridge؛ ${amount ? `وتبلغ الرسوم الحكومية هناك ${amount}` : 'ولا نعرف الرسوم الحكومية المطلوبة هناك'}.`,
  },
  freshness: (editionDate, ageDays, monthCount) =>
    `مضى ${days(ageDays)} (نحو ${months(monthCount)}) على إصدار Passport Index بتاريخ ${editionDate}؛ وتُطبَّق فوقه قواعد الدخول المسجّلة منذ ذلك الحين، كلٌّ منها مع تاريخ تسجيله.`,
  confirmWithSource: (source) => `قواعد الدخول تتغير: يُرجى التحقق لدى المصدر الرسمي ${source} قبل السفر.`,
  confirmWithGovernment: (to) =>
    `قواعد الدخول تتغير: يُرجى التحقق لدى المصادر الحكومية الرسمية في ${to} (سفارتها أو سلطة الهجرة فيها) قبل السفر.`,
  noCorridorData: (from, to) => `لا تتوفر لدينا بيانات تأشيرات للسفر من ${from} إلى ${to}.`,
  trip: {
    transitOwnCountry: 'يحق للمواطنين دائمًا دخول بلدهم، لذا لا يتطلب العبور من خلاله أي تأشيرة.',
    transitOnFile: (country, visaType, fee) =>
      `لدينا سياسة عبور مسجّلة لـ ${country}: ${visaType}، ${fee}. ${confirmWith(country)}`,
    transitNotInData: (country) =>
      `قواعد العبور في ${country} غير متوفرة في بياناتنا: الإجابة المعروضة تخص دخول ${country}. تسمح بعض الدول بالبقاء في منطقة العبور بالمطار دون تأشيرة، بينما تشترط دول أخرى تأشيرة عبور. ${confirmWith(country)}`,
    legName: (number, country) => `المرحلة ${number} (${country})`,
    legList: listIn('ar'),
    applyBefore: (legs) => `قدّم الطلب قبل السفر لكلٍّ من: ${legs}.`,
    nothingToApplyBefore: 'لا تتطلب أي مرحلة تقديم طلب تأشيرة أو تصريح سفر قبل السفر.',
    notAdmittedOn: (legs) => `لا يُسمح بدخول حاملي جواز السفر هذا في: ${legs}.`,
    datasetSource: (editionDate, source) => `بيانات Passport Index، إصدار ${editionDate} (${source})`,
  },
};
