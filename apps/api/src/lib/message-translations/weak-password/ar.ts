import type { WeakPasswordMessage } from '../../api-messages';

/** Why a password is refused, in Arabic, by its English wording. */
export const weakPasswordMessagesAr: Record<WeakPasswordMessage, string> = {
  'This password is too easy to guess: it is mostly your name, email, birth date or country.':
    'من السهل جدًا تخمين كلمة المرور هذه: فهي تتكون في معظمها من اسمك أو بريدك الإلكتروني أو تاريخ ميلادك أو بلدك.',
  'This password is too easy to guess: it is in lists of passwords leaked from other sites, which attackers try first.':
    'من السهل جدًا تخمين كلمة المرور هذه: فهي موجودة في قوائم كلمات المرور المسرّبة من مواقع أخرى، والتي يجرّبها المهاجمون أولًا.',
  'This password is too easy to guess: add more words or characters that are less common.':
    'من السهل جدًا تخمين كلمة المرور هذه: أضف مزيدًا من الكلمات أو الأحرف الأقل شيوعًا.',
  'This password is too easy to guess: straight rows of keys on your keyboard are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: صفوف المفاتيح المتتالية على لوحة المفاتيح سهلة التخمين.',
  'This password is too easy to guess: short keyboard patterns are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: أنماط لوحة المفاتيح القصيرة سهلة التخمين.',
  'This password is too easy to guess: repeated characters like "aaa" are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: الأحرف المكررة مثل "aaa" سهلة التخمين.',
  'This password is too easy to guess: repeated character patterns like "abcabcabc" are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: أنماط الأحرف المكررة مثل "abcabcabc" سهلة التخمين.',
  'This password is too easy to guess: common character sequences like "abc" are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: تسلسلات الأحرف الشائعة مثل "abc" سهلة التخمين.',
  'This password is too easy to guess: recent years are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: السنوات الأخيرة سهلة التخمين.',
  'This password is too easy to guess: dates are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: التواريخ سهلة التخمين.',
  'This password is too easy to guess: this is a heavily used password.':
    'من السهل جدًا تخمين كلمة المرور هذه: هذه من أكثر كلمات المرور استخدامًا.',
  'This password is too easy to guess: this is a frequently used password.':
    'من السهل جدًا تخمين كلمة المرور هذه: هذه كلمة مرور يكثر استخدامها.',
  'This password is too easy to guess: this is a commonly used password.':
    'من السهل جدًا تخمين كلمة المرور هذه: هذه كلمة مرور شائعة الاستخدام.',
  'This password is too easy to guess: this is similar to a commonly used password.':
    'من السهل جدًا تخمين كلمة المرور هذه: فهي تشبه كلمة مرور شائعة الاستخدام.',
  'This password is too easy to guess: single words are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: الكلمات المفردة سهلة التخمين.',
  'This password is too easy to guess: single names or surnames are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: الأسماء أو أسماء العائلة المفردة سهلة التخمين.',
  'This password is too easy to guess: common names and surnames are easy to guess.':
    'من السهل جدًا تخمين كلمة المرور هذه: الأسماء وأسماء العائلة الشائعة سهلة التخمين.',
  'This password is too easy to guess: there should not be any personal or page related data.':
    'من السهل جدًا تخمين كلمة المرور هذه: يجب ألا تتضمن أي بيانات شخصية أو بيانات متعلقة بهذه الصفحة.',
  'This password is too easy to guess: your password was exposed by a data breach on the Internet.':
    'من السهل جدًا تخمين كلمة المرور هذه: كُشفت كلمة مرورك في اختراق للبيانات على الإنترنت.',
  "This password is too easy to guess: avoid predictable letter substitutions like '@' for 'a'.":
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب استبدال الأحرف بطرق متوقعة، مثل "@" بدلًا من "a".',
  'This password is too easy to guess: avoid reversed spellings of common words.':
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب كتابة الكلمات الشائعة معكوسة.',
  'This password is too easy to guess: capitalize some, but not all letters.':
    'من السهل جدًا تخمين كلمة المرور هذه: اكتب بعض الأحرف بالحروف الكبيرة، لا كلها.',
  'This password is too easy to guess: capitalize more than the first letter.':
    'من السهل جدًا تخمين كلمة المرور هذه: اكتب بالحروف الكبيرة أكثر من الحرف الأول.',
  'This password is too easy to guess: avoid dates and years that are associated with you.':
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب التواريخ والسنوات المرتبطة بك.',
  'This password is too easy to guess: avoid recent years.':
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب السنوات الأخيرة.',
  'This password is too easy to guess: avoid years that are associated with you.':
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب السنوات المرتبطة بك.',
  'This password is too easy to guess: avoid common character sequences.':
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب تسلسلات الأحرف الشائعة.',
  'This password is too easy to guess: avoid repeated words and characters.':
    'من السهل جدًا تخمين كلمة المرور هذه: تجنّب تكرار الكلمات والأحرف.',
  'This password is too easy to guess: use longer keyboard patterns and change typing direction multiple times.':
    'من السهل جدًا تخمين كلمة المرور هذه: استخدم أنماطًا أطول على لوحة المفاتيح وغيّر اتجاه الكتابة عدة مرات.',
  'This password is too easy to guess: add more words that are less common.':
    'من السهل جدًا تخمين كلمة المرور هذه: أضف مزيدًا من الكلمات الأقل شيوعًا.',
  'This password is too easy to guess: use multiple words, but avoid common phrases.':
    'من السهل جدًا تخمين كلمة المرور هذه: استخدم عدة كلمات، لكن تجنّب العبارات الشائعة.',
  'This password is too easy to guess: you can create strong passwords without using symbols, numbers, or uppercase letters.':
    'من السهل جدًا تخمين كلمة المرور هذه: يمكنك إنشاء كلمات مرور قوية دون استخدام رموز أو أرقام أو أحرف كبيرة.',
  'This password is too easy to guess: if you use this password elsewhere, you should change it.':
    'من السهل جدًا تخمين كلمة المرور هذه: إذا كنت تستخدم كلمة المرور هذه في مكان آخر، فعليك تغييرها.',
};
