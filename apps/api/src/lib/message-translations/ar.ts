import type { ApiMessage } from '../api-messages';
import { weakPasswordMessagesAr } from './weak-password/ar';

/** The API's own messages in Arabic, by their English wording (values in `{name}`). */
export const apiMessagesAr: Record<ApiMessage, string> = {
  ...weakPasswordMessagesAr,
  '"{type}" has already been requested.': 'سبق طلب «{type}».',
  'A draft cannot be assigned: it has not been submitted yet.': 'لا يمكن إسناد مسودة: لم تُقدَّم بعد.',
  'A policy for this destination, purpose, category and nationality already exists':
    'توجد بالفعل سياسة لهذه الوجهة والغرض والفئة والجنسية',
  'A receipt is available once the payment is completed': 'يتوفر الإيصال بعد إتمام الدفع',
  'A trip takes at most {maxTripTravellers} travellers: file the others on a second trip.':
    'تضم الرحلة {maxTripTravellers} مسافرين على الأكثر: سجّل الباقين في رحلة ثانية.',
  'A requested consultation cannot be completed': 'لا يمكن إتمام استشارة لا تزال قيد الطلب',
  'A completed consultation cannot be completed': 'هذه الاستشارة مكتملة بالفعل',
  'A cancelled consultation cannot be completed': 'لا يمكن إتمام استشارة ملغاة',
  'A {status} consultation cannot be completed': 'لا يمكن إتمام استشارة حالتها {status}',
  'A past consultation cannot be cancelled': 'لا يمكن إلغاء استشارة انقضى موعدها',
  'A completed consultation cannot be cancelled': 'لا يمكن إلغاء استشارة مكتملة',
  'A cancelled consultation cannot be cancelled': 'هذه الاستشارة ملغاة بالفعل',
  'A {value} consultation cannot be cancelled': 'لا يمكن إلغاء استشارة حالتها {value}',
  'Agents see only the applications assigned to them.': 'لا يرى الوكلاء إلا الطلبات المسندة إليهم.',
  'Already used for a different request': 'استُخدم بالفعل لطلب مختلف',
  'An account keeps at most {maxSavedTravellers} travellers: remove one you no longer apply for.':
    'يحتفظ الحساب بـ {maxSavedTravellers} مسافرين على الأكثر: احذف مسافرًا لم تعد تقدّم طلبات له.',
  'An application in {from} cannot be set to {to}: it can move to {allowed}.':
    'لا يمكن نقل طلب حالته {from} إلى {to}: يمكن نقله إلى {allowed}.',
  'An application in {from} cannot be set to {to}: it is final.':
    'لا يمكن نقل طلب حالته {from} إلى {to}: حالته نهائية.',
  'An authenticator app is already set up. Remove it first to set up another.':
    'تم إعداد تطبيق مصادقة بالفعل. احذفه أولًا لإعداد تطبيق آخر.',
  'An employee with this email already exists in your company.':
    'يوجد بالفعل موظف بهذا البريد الإلكتروني في شركتك.',
  'An unexpected error occurred. Please try again.': 'حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى.',
  'Another saved traveller has this passport number.': 'مسافر محفوظ آخر يحمل رقم جواز السفر هذا.',
  'Another traveller on this trip has this passport number: each traveller travels on their own passport.':
    'مسافر آخر في هذه الرحلة يحمل رقم جواز السفر هذا: يسافر كل مسافر بجواز سفره الخاص.',
  'Application not found': 'لم يُعثر على الطلب',
  'Arrival date must not be in the past': 'يجب ألا يكون تاريخ الوصول في الماضي',
  'CVC is required': 'رمز التحقق (CVC) مطلوب',
  'Cannot read {location}: give a file path or an http(s) URL':
    'تتعذر قراءة {location}: أدخل مسار ملف أو عنوان URL يبدأ بـ http(s)',
  'Card details go to Stripe, never to this server':
    'تُرسَل بيانات البطاقة إلى Stripe، ولا تُرسَل أبدًا إلى هذا الخادم',
  'Card number is required': 'رقم البطاقة مطلوب',
  'Choose a destination country from the list': 'اختر بلد الوجهة من القائمة',
  'Choose a file to upload': 'اختر ملفًا لرفعه',
  'Choose a new password that differs from your current one':
    'اختر كلمة مرور جديدة تختلف عن كلمة مرورك الحالية',
  'Choose a traveller on this trip who is 18 or over on the arrival date':
    'اختر مسافرًا في هذه الرحلة يبلغ 18 عامًا أو أكثر في تاريخ الوصول',
  'Choose an active agent': 'اختر وكيلًا نشطًا',
  'Choose an application, a trip or an invoice to pay': 'اختر طلبًا أو رحلة أو فاتورة لدفعها',
  'Choose another active agent': 'اختر وكيلًا نشطًا آخر',
  'Choose employees of your company': 'اختر موظفين من شركتك',
  'Choose one of the applications assigned to you': 'اختر أحد الطلبات المسندة إليك',
  'Choose one of the preferred times': 'اختر أحد الأوقات المفضلة',
  "Choose one of your company's active employees": 'اختر أحد الموظفين النشطين في شركتك',
  'Choose your nationality from the list': 'اختر جنسيتك من القائمة',
  'Company name is required for company accounts': 'اسم الشركة مطلوب لحسابات الشركات',
  'Company not found': 'لم يُعثر على الشركة',
  'Confirm it is you with your second factor to continue.': 'أكّد هويتك باستخدام عامل التحقق الثاني للمتابعة.',
  'Consultation not found': 'لم يُعثر على الاستشارة',
  'Contact message not found': 'لم يُعثر على رسالة التواصل',
  'Conversation not found': 'لم يُعثر على المحادثة',
  'Could not download {url}: HTTP {status} {statusText}': 'تعذّر تنزيل {url}: HTTP {status} {statusText}',
  'Could not download {url}: {reason}': 'تعذّر تنزيل {url}: {reason}',
  'Could not read {file}: {reason}': 'تعذّرت قراءة {file}: {reason}',
  'Current password is incorrect': 'كلمة المرور الحالية غير صحيحة',
  'Cursor is not one this list gave; start from the first page':
    'هذا المؤشر ليس من هذه القائمة؛ ابدأ من الصفحة الأولى',
  'Document not found': 'لم يُعثر على المستند',
  'Document storage is not reachable right now. Try again shortly.':
    'يتعذر الوصول إلى مخزن المستندات حاليًا. يُرجى المحاولة بعد قليل.',
  'Documents can be requested or rejected only while the application is pending or in review.':
    'لا يمكن طلب المستندات أو رفضها إلا عندما يكون الطلب معلّقًا أو قيد المراجعة.',
  "Edition date must be a date as YYYY-MM-DD, not '{editionDate}'":
    'يجب أن يكون تاريخ الإصدار بالصيغة YYYY-MM-DD، وليس «{editionDate}»',
  'Employee not found': 'لم يُعثر على الموظف',
  'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.':
    'أدخل الرمز من تطبيق المصادقة، أو استخدم مفتاح المرور أو رمز الاسترداد لإكمال تسجيل الدخول.',
  'Enter the traveller': 'أدخل المسافر',
  'Enter your card details': 'أدخل بيانات بطاقتك',
  'Entry conditions not found': 'لم يُعثر على شروط الدخول',
  'Entry rule not found': 'لم يُعثر على قاعدة الدخول',
  'Expiry date is required': 'تاريخ انتهاء الصلاحية مطلوب',
  'File not found: {file}': 'لم يُعثر على الملف: {file}',
  'Files can be at most {maxMegabytes} MB': 'يجب ألا يتجاوز حجم الملفات {maxMegabytes} ميغابايت',
  'Invalid entry conditions': 'شروط دخول غير صالحة',
  'Invalid entry rule': 'قاعدة دخول غير صالحة',
  'Invalid request': 'طلب غير صالح',
  'Invalid upload': 'ملف مرفوع غير صالح',
  'Invalid value': 'قيمة غير صالحة',
  'Invoice not found': 'لم يُعثر على الفاتورة',
  'Line {line}: start with a topic heading ("## Topic") and write every text under a question ("### Question {#visa-fees}")':
    'السطر {line}: ابدأ بعنوان موضوع («## الموضوع») واكتب كل نص تحت سؤال («### السؤال {#visa-fees}»)',
  'Line {line}: use "##" for a topic and "###" for a question; an answer has no headings':
    'السطر {line}: استخدم «##» للموضوع و«###» للسؤال؛ ولا تحتوي الإجابة على عناوين',
  'Line {line}: the heading has no words': 'السطر {line}: العنوان لا يحتوي على أي نص',
  'Line {line}: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens':
    'السطر {line}: اختم السؤال بمعرّفه، مثل {#visa-fees}: أحرف لاتينية صغيرة وأرقام وشرطات',
  'Line {line}: another question already has the address #{id}':
    'السطر {line}: يستخدم سؤال آخر المعرّف #{id} بالفعل',
  'Line {line}: the topic has no questions': 'السطر {line}: لا يحتوي الموضوع على أي أسئلة',
  'Line {line}: the question has no answer': 'السطر {line}: لا توجد إجابة لهذا السؤال',
  'Live payments are refunded while Stripe is configured': 'تُستردّ المدفوعات الحقيقية ما دام Stripe مُعدًّا',
  'Mark the consultation completed instead': 'بدلًا من ذلك، حدّد الاستشارة على أنها مكتملة',
  'Name on card is required': 'الاسم على البطاقة مطلوب',
  'No checked document with this id on the application': 'لا يوجد في الطلب مستند مُدقَّق بهذا المعرّف',
  'No one on this trip needs a visa or a travel authorisation for these dates: there is nothing to submit.':
    'لا أحد في هذه الرحلة يحتاج إلى تأشيرة أو تصريح سفر لهذه التواريخ: لا يوجد ما يُقدَّم.',
  'No visa needed: citizens of {from} may live, work and study in {to} under free movement, so there is nothing to file.':
    'لا حاجة إلى تأشيرة: يحق لمواطني {from} العيش والعمل والدراسة في {to} بموجب حرية التنقل، لذا لا يوجد ما يُقدَّم.',
  'Not a file: {file} is a folder': 'ليس ملفًا: {file} مجلد',
  'Not admitted: holders of {withArticle} are not admitted to {to}, so no visa can be filed for {nameOf}; contact its embassy before planning travel.':
    'الدخول غير مسموح: لا يُسمح لحاملي {withArticle} بدخول {to}، لذا لا يمكن تقديم طلب تأشيرة لـ {nameOf}؛ تواصل مع سفارتها قبل التخطيط للسفر.',
  'Not found': 'غير موجود',
  'Nothing is due on this trip': 'لا توجد مبالغ مستحقة على هذه الرحلة',
  'Notification not found': 'لم يُعثر على الإشعار',
  'Only PDF, JPEG and PNG files can be uploaded': 'لا يمكن رفع إلا ملفات PDF وJPEG وPNG',
  'Only a completed payment can be refunded': 'لا يمكن استرداد إلا دفعة مكتملة',
  'Only a traveller 18 or over on the arrival date can be invited; you follow a minor’s application for them.':
    'لا يمكن دعوة إلا مسافر يبلغ 18 عامًا أو أكثر في تاريخ الوصول؛ أنت من يتابع طلب القاصر نيابةً عنه.',
  'Only a traveller under 18 on the arrival date travels with a guardian':
    'لا يسافر مع وصيّ إلا المسافر الذي يقل عمره عن 18 عامًا في تاريخ الوصول',
  'Only active employees can be invited.': 'لا يمكن دعوة إلا الموظفين النشطين.',
  'Only corporate users pay company invoices': 'لا يدفع فواتير الشركة إلا مستخدمو الشركات',
  'Only staff list applications this way.': 'لا يمكن إلا للموظفين عرض الطلبات بهذه الطريقة.',
  'Password is incorrect': 'كلمة المرور غير صحيحة',
  'Payment not found': 'لم يُعثر على الدفعة',
  'Payments run in test mode: there are no webhooks': 'تعمل المدفوعات في وضع الاختبار: لا توجد Webhooks',
  'Please log in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'Saved traveller not found': 'لم يُعثر على المسافر المحفوظ',
  'Send METRICS_TOKEN as a bearer token': 'أرسل METRICS_TOKEN كرمز Bearer',
  'Send the file as a multipart/form-data upload.': 'أرسل الملف كرفع multipart/form-data.',
  'Set up a second factor first': 'أعدّ عامل تحقق ثانيًا أولًا',
  'Some of the data sent cannot be stored. Check the text, dates and numbers.':
    'تتعذر حفظ بعض البيانات المرسلة. تحقّق من النصوص والتواريخ والأرقام.',
  'Someone else has just started paying this. Please try again in a moment.':
    'بدأ شخص آخر للتو دفع هذا المبلغ. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'Staff accounts must keep a second factor. Add another one before removing this one.':
    'يجب أن تحتفظ حسابات الموظفين بعامل تحقق ثانٍ. أضف عاملًا آخر قبل حذف هذا العامل.',
  'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.':
    'تحتاج حسابات الموظفين إلى عامل تحقق ثانٍ. أعدّ تطبيق مصادقة أو مفتاح مرور للمتابعة.',
  'Start setting up the authenticator app again: this setup has ended.':
    'ابدأ إعداد تطبيق المصادقة من جديد: انتهى هذا الإعداد.',
  'Submit the application before paying': 'قدّم الطلب قبل الدفع',
  'Submit the trip before paying': 'قدّم الرحلة قبل الدفع',
  'Task not found': 'لم يُعثر على المهمة',
  'That code is not right, or it was already used. Try the newest code.':
    'هذا الرمز غير صحيح أو سبق استخدامه. جرّب أحدث رمز.',
  'That session is not one of yours, or it has already ended.': 'هذه الجلسة ليست من جلساتك، أو انتهت بالفعل.',
  'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID':
    'يجب أن يتكون ترويسة Idempotency-Key من 1 إلى 255 حرفًا مرئيًا، مثل UUID',
  'The address is too long.': 'العنوان طويل جدًا.',
  'The body is empty but its type says JSON.': 'نص الطلب فارغ لكن نوعه يشير إلى JSON.',
  'The body is not valid JSON.': 'نص الطلب ليس JSON صالحًا.',
  'The database is unavailable right now. Please try again in a moment.':
    'قاعدة البيانات غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'The edition date of {name} is unknown: give it with --date YYYY-MM-DD (or VISA_DATA_EDITION_DATE), or use a file name that carries it, such as passport-index-tidy-iso2-2025-01-12.csv':
    'تاريخ إصدار {name} غير معروف: حدّده باستخدام --date YYYY-MM-DD (أو VISA_DATA_EDITION_DATE)، أو استخدم اسم ملف يتضمنه، مثل passport-index-tidy-iso2-2025-01-12.csv',
  'The fees of this application are not paid yet': 'لم تُدفع رسوم هذا الطلب بعد',
  'The file is empty': 'الملف فارغ',
  'The file has 1 problem; nothing was imported.': 'في الملف مشكلة واحدة؛ لم يُستورد أي شيء.',
  'The file has {count} problems; nothing was imported.': 'عدد المشكلات في الملف: {count}؛ لم يُستورد أي شيء.',
  'The file has {countOf}; nothing was imported.': 'في الملف {countOf}؛ لم يُستورد أي شيء.',
  'The file of this document is missing from storage. Upload it again, or ask support to restore it.':
    'ملف هذا المستند مفقود من التخزين. ارفعه مرة أخرى، أو اطلب من الدعم استعادته.',
  'The passkey could not be checked. Try again.': 'تعذّر التحقق من مفتاح المرور. حاول مرة أخرى.',
  'The passkey request has ended. Try again.': 'انتهى طلب مفتاح المرور. حاول مرة أخرى.',
  'The payment was declined.': 'رُفضت عملية الدفع.',
  'The refund is what is left of the payment: {amount}': 'المبلغ المسترد هو المتبقي من الدفعة: {amount}',
  'The request cannot be carried out as it stands.': 'لا يمكن تنفيذ الطلب بصيغته الحالية.',
  'The request could not be read. Check what was sent and try again.':
    'تعذّرت قراءة الطلب. تحقّق مما أُرسل وحاول مرة أخرى.',
  'The request headers are too large.': 'ترويسات الطلب كبيرة جدًا.',
  'The request took too long to arrive. Please try again.':
    'استغرق وصول الطلب وقتًا طويلًا. يُرجى المحاولة مرة أخرى.',
  'The service is unavailable right now. Please try again in a moment.':
    'الخدمة غير متاحة حاليًا. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'The webhook signature is missing': 'توقيع Webhook مفقود',
  'The webhook signature is not valid': 'توقيع Webhook غير صالح',
  'There is no active agent with this id': 'لا يوجد وكيل نشط بهذا المعرّف',
  'There is no demo account for the role {role}': 'لا يوجد حساب تجريبي للدور {role}',
  'There is no other active agent: return the cases to the unassigned queue':
    'لا يوجد وكيل نشط آخر: أعد الحالات إلى قائمة الانتظار غير المسندة',
  'There is nothing at this address.': 'لا يوجد شيء على هذا العنوان.',
  'These conditions ship with VisaBridge and would come back on the next start: edit them instead (a field left empty is one we do not know).':
    'تأتي هذه الشروط مع VisaBridge وستعود عند التشغيل التالي: عدّلها بدلًا من ذلك (الحقل الفارغ معلومة لا نعرفها).',
  'These conditions ship with VisaBridge for {scopeNameOf}, which would get them back on the next start: keep the scope, and add new conditions for {scope}':
    'تأتي هذه الشروط مع VisaBridge لـ {scopeNameOf}، وستعود إليه عند التشغيل التالي: احتفظ بالنطاق وأضف شروطًا جديدة لـ {scope}',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    'سبق استخدام مفتاح Idempotency-Key هذا لطلب مختلف. أرسل مفتاحًا جديدًا لكل طلب جديد.',
  'This account has no passkey. Use your authenticator app or a recovery code.':
    'لا يملك هذا الحساب مفتاح مرور. استخدم تطبيق المصادقة أو رمز الاسترداد.',
  'This account is deactivated. Please contact support.': 'هذا الحساب معطَّل. يُرجى التواصل مع الدعم.',
  'This address cannot answer in the format asked for.': 'لا يمكن لهذا العنوان الرد بالتنسيق المطلوب.',
  'This address does not accept this method.': 'لا يقبل هذا العنوان هذه الطريقة.',
  'This address does not accept this type of content.': 'لا يقبل هذا العنوان هذا النوع من المحتوى.',
  'This agent has not accepted their invitation yet': 'لم يقبل هذا الوكيل دعوته بعد',
  'This application already holds {filesPerApplication} documents, the most one application can hold. Delete one you no longer need to upload another.':
    'يضم هذا الطلب بالفعل {filesPerApplication} مستندات، وهو الحد الأقصى للطلب الواحد. احذف مستندًا لم تعد بحاجة إليه لرفع آخر.',
  'This application cannot be approved until every required document is uploaded. Missing: {join}.':
    'لا يمكن الموافقة على هذا الطلب قبل رفع جميع المستندات المطلوبة. الناقص: {join}.',
  'This application cannot be submitted yet: 1 item is missing or invalid.':
    'لا يمكن تقديم هذا الطلب بعد: هناك عنصر واحد ناقص أو غير صالح.',
  'This application cannot be submitted yet: {count} items are missing or invalid.':
    'لا يمكن تقديم هذا الطلب بعد: عدد العناصر الناقصة أو غير الصالحة: {count}.',
  'This application cannot be submitted yet: {countOf} missing or invalid.':
    'لا يمكن تقديم هذا الطلب بعد: {countOf} ناقصة أو غير صالحة.',
  'This application has been submitted, so it can no longer be submitted again. Nothing submitted is ever lost.':
    'قُدِّم هذا الطلب بالفعل، لذا لا يمكن تقديمه مرة أخرى. لا يضيع أي شيء قُدِّم.',
  'This application has been submitted, so it can no longer be edited. Nothing submitted is ever lost.':
    'قُدِّم هذا الطلب، لذا لم يعد من الممكن تعديله. لا يضيع أي شيء قُدِّم.',
  'This application has been submitted, so it can no longer be deleted. Nothing submitted is ever lost.':
    'قُدِّم هذا الطلب، لذا لم يعد من الممكن حذفه. لا يضيع أي شيء قُدِّم.',
  'This application has been submitted, so it can no longer be changed. Nothing submitted is ever lost.':
    'قُدِّم هذا الطلب، لذا لم يعد من الممكن تغييره. لا يضيع أي شيء قُدِّم.',
  'This application has been submitted, so it can no longer be {action}. Nothing submitted is ever lost.':
    'قُدِّم هذا الطلب، لذا لم يعد من الممكن {action}. لا يضيع أي شيء قُدِّم.',
  'This application is already paid': 'هذا الطلب مدفوع بالفعل',
  'This application is billed to your company by invoice': 'تُحتسب رسوم هذا الطلب على شركتك بفاتورة',
  'This application is not assigned to you': 'هذا الطلب غير مسند إليك',
  'This application was rejected; no fees are due': 'رُفض هذا الطلب؛ لا رسوم مستحقة',
  'This conflicts with the current state. Reload and try again.':
    'يتعارض هذا مع الحالة الحالية. أعد تحميل الصفحة وحاول مرة أخرى.',
  'This consultation is already scheduled': 'هذه الاستشارة مجدولة بالفعل',
  'This consultation is already completed': 'هذه الاستشارة مكتملة بالفعل',
  'This consultation is already cancelled': 'هذه الاستشارة ملغاة بالفعل',
  'This consultation is already {status}': 'هذه الاستشارة بالفعل في حالة {status}',
  'This consultation was just taken': 'تولّى شخص آخر هذه الاستشارة للتو',
  'This conversation is already closed.': 'هذه المحادثة مغلقة بالفعل.',
  'This conversation is closed.': 'هذه المحادثة مغلقة.',
  'This data is the edition of {editionDate} (imported {importedAt}), which a later import replaced; an edition cannot be imported a second time.':
    'هذه البيانات هي إصدار {editionDate} (المستورد في {importedAt})، وقد استبدله استيراد لاحق؛ لا يمكن استيراد الإصدار نفسه مرتين.',
  'This demo account is shared by every visitor: its two-step sign-in cannot be changed from a demo session.':
    'يتشارك جميع الزوار هذا الحساب التجريبي: لا يمكن تغيير تسجيل الدخول بخطوتين من جلسة تجريبية.',
  'This document has already been rejected.': 'رُفض هذا المستند بالفعل.',
  'This document has already been requested': 'سبق طلب هذا المستند',
  'This employee already has a linked account.': 'لدى هذا الموظف حساب مرتبط بالفعل.',
  'This file is larger than {maxMegabytes} MB': 'يتجاوز حجم هذا الملف {maxMegabytes} ميغابايت',
  'This file is not a PDF, JPEG or PNG document': 'هذا الملف ليس مستند PDF أو JPEG أو PNG',
  'This invitation link is invalid, expired or already used.':
    'رابط الدعوة هذا غير صالح أو منتهي الصلاحية أو سبق استخدامه.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in (or create an account) as {invitedAgain} and open the link again.':
    'أُرسلت هذه الدعوة إلى {invited}، لكنك مسجّل الدخول باسم {signedIn}. سجّل الخروج، ثم سجّل الدخول (أو أنشئ حسابًا) باسم {invitedAgain} وافتح الرابط مرة أخرى.',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in as {invitedAgain} and open the link again.':
    'أُرسلت هذه الدعوة إلى {invited}، لكنك مسجّل الدخول باسم {signedIn}. سجّل الخروج، ثم سجّل الدخول باسم {invitedAgain} وافتح الرابط مرة أخرى.',
  'This invoice is already paid': 'هذه الفاتورة مدفوعة بالفعل',
  'This is your own address: enter the traveller’s own email.':
    'هذا عنوانك أنت: أدخل البريد الإلكتروني الخاص بالمسافر.',
  'This page does not exist': 'هذه الصفحة غير موجودة',
  'This passkey is already added.': 'مفتاح المرور هذا مضاف بالفعل.',
  'This payment can no longer be confirmed. Please start again.':
    'لم يعد من الممكن تأكيد هذه الدفعة. يُرجى البدء من جديد.',
  'This payment has no Stripe payment to refund': 'لا تتضمن هذه الدفعة أي دفعة Stripe لاستردادها',
  'This payment has no line for that traveller': 'لا تتضمن هذه الدفعة بندًا لهذا المسافر',
  'This payment is already refunded': 'استُردّت هذه الدفعة بالفعل',
  'This request did not come from the VisaBridge app and was refused. Reload the page and try again.':
    'لم يصدر هذا الطلب عن تطبيق VisaBridge فتم رفضه. أعد تحميل الصفحة وحاول مرة أخرى.',
  'This rule ships with VisaBridge and would come back on the next start: give it an end date instead.':
    'تأتي هذه القاعدة مع VisaBridge وستعود عند التشغيل التالي: حدّد لها تاريخ انتهاء بدلًا من ذلك.',
  'This second factor does not exist': 'عامل التحقق الثاني هذا غير موجود',
  'This stream ticket is invalid or has expired. Ask for a new one.':
    'تذكرة البث هذه غير صالحة أو منتهية الصلاحية. اطلب تذكرة جديدة.',
  'This traveller already follows their application from their own account.':
    'يتابع هذا المسافر طلبه بالفعل من حسابه الخاص.',
  'This traveller is on trip {tripReferenceOf}: pay for the trip to pay for everyone on it at once.':
    'هذا المسافر ضمن الرحلة {tripReferenceOf}: ادفع للرحلة لتدفع عن جميع مسافريها دفعة واحدة.',
  'This traveller is on trip {tripReferenceOf}: submit the trip to submit everyone on it together.':
    'هذا المسافر ضمن الرحلة {tripReferenceOf}: قدّم الرحلة لتقديم جميع مسافريها معًا.',
  'This traveller is you: you follow their application already.':
    'هذا المسافر هو أنت: أنت تتابع طلبه بالفعل.',
  "This traveller's fees are already refunded": 'استُردّت رسوم هذا المسافر بالفعل',
  'This trip is already paid': 'هذه الرحلة مدفوعة بالفعل',
  'To file for {nameOf}, add their {labels} to their employee profile.':
    'لتقديم طلب لـ {nameOf}، أضف إلى ملفه الوظيفي: {labels}.',
  'Too many login attempts. Please wait 1 minute and try again.':
    'محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار دقيقة واحدة ثم المحاولة مرة أخرى.',
  'Too many login attempts. Please wait {count} minutes and try again.':
    'محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار {count} دقيقة ثم المحاولة مرة أخرى.',
  'Too many login attempts. Please wait {minutes} and try again.':
    'محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار {minutes} ثم المحاولة مرة أخرى.',
  'Too many requests. Please wait a moment and try again.':
    'طلبات كثيرة جدًا. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.',
  'Too many sign-ups from your network. Please try again in {minutes} minute.':
    'عمليات تسجيل كثيرة جدًا من شبكتك. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'Too many sign-ups from your network. Please try again in {minutes} minutes.':
    'عمليات تسجيل كثيرة جدًا من شبكتك. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'Too many wrong codes. Please wait 1 minute and try again.':
    'رموز خاطئة كثيرة جدًا. يُرجى الانتظار دقيقة واحدة ثم المحاولة مرة أخرى.',
  'Too many wrong codes. Please wait {count} minutes and try again.':
    'رموز خاطئة كثيرة جدًا. يُرجى الانتظار {count} دقيقة ثم المحاولة مرة أخرى.',
  'Too many wrong codes. Please wait {minutes} and try again.':
    'رموز خاطئة كثيرة جدًا. يُرجى الانتظار {minutes} ثم المحاولة مرة أخرى.',
  'Too many wrong passwords. Please wait 1 minute and try again.':
    'كلمات مرور خاطئة كثيرة جدًا. يُرجى الانتظار دقيقة واحدة ثم المحاولة مرة أخرى.',
  'Too many wrong passwords. Please wait {count} minutes and try again.':
    'كلمات مرور خاطئة كثيرة جدًا. يُرجى الانتظار {count} دقيقة ثم المحاولة مرة أخرى.',
  'Too many wrong passwords. Please wait {minutes} and try again.':
    'كلمات مرور خاطئة كثيرة جدًا. يُرجى الانتظار {minutes} ثم المحاولة مرة أخرى.',
  'Traveller not found on this trip': 'لم يُعثر على المسافر في هذه الرحلة',
  'Trip not found': 'لم يُعثر على الرحلة',
  "Trip {tripReferenceOf} has been submitted, so its travellers can no longer be changed. Each traveller's application is followed on its own.":
    'قُدِّمت الرحلة {tripReferenceOf}، لذا لم يعد من الممكن تغيير مسافريها. يُتابَع طلب كل مسافر على حدة.',
  'Unknown country code or group {scope}': 'رمز بلد أو مجموعة غير معروف: {scope}',
  'Unknown country code {code}': 'رمز بلد غير معروف: {code}',
  'Unknown destination group {destinationGroup}': 'مجموعة وجهات غير معروفة: {destinationGroup}',
  'Unknown passport group {passportGroup}': 'مجموعة جوازات غير معروفة: {passportGroup}',
  'User not found': 'لم يُعثر على المستخدم',
  'Visa policy not found': 'لم يُعثر على سياسة التأشيرة',
  'What was sent is too large.': 'ما أُرسل كبير جدًا.',
  'You are the last active administrator. Make another user an administrator before deleting your account.':
    'أنت آخر مسؤول نشط. اجعل مستخدمًا آخر مسؤولًا قبل حذف حسابك.',
  'You can rate an application once it has been decided.': 'يمكنك تقييم الطلب بعد البتّ فيه.',
  'You cannot deactivate or demote your own account.': 'لا يمكنك تعطيل حسابك أو خفض صلاحياته.',
  'You do not have permission to do this.': 'ليست لديك صلاحية للقيام بذلك.',
  'You have sent several messages in the last hour. Please try again in {minutes} minute.':
    'لقد أرسلت عدة رسائل خلال الساعة الماضية. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'You have sent several messages in the last hour. Please try again in {minutes} minutes.':
    'لقد أرسلت عدة رسائل خلال الساعة الماضية. يُرجى المحاولة مرة أخرى بعد {minutes} دقيقة.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} second.':
    'لقد رفعت {limit} ملفات خلال الدقيقة الماضية، وهو الحد الأقصى المقبول. يُرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} seconds.':
    'لقد رفعت {limit} ملفات خلال الدقيقة الماضية، وهو الحد الأقصى المقبول. يُرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
  'You have {drafts} applications in preparation, the most one account may have. Submit or delete some before starting another.':
    'لديك {drafts} طلبات قيد الإعداد، وهو الحد الأقصى للحساب الواحد. قدّم بعضها أو احذفه قبل بدء طلب جديد.',
  'Your account is already linked to another employee record.': 'حسابك مرتبط بالفعل بسجل موظف آخر.',
  'Your account is not linked to a company.': 'حسابك غير مرتبط بأي شركة.',
  'Your company is managed by your company account': 'تُدار شركتك من خلال حساب الشركة',
  'Your documents already take {used} of the {allowed} an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.':
    'تشغل مستنداتك بالفعل {used} من أصل {allowed} يمكن للحساب تخزينها، وهذا الملف لا يتسع. احذف مستندات لم تعد بحاجة إليها، أو ارفع ملفًا أصغر.',
  '1 open application is assigned to this agent: reassign them or return them to the unassigned queue.':
    'هناك طلب مفتوح واحد مسند إلى هذا الوكيل: أعد إسناده أو أعده إلى قائمة الانتظار غير المسندة.',
  '{count} open applications are assigned to this agent: reassign them or return them to the unassigned queue.':
    'عدد الطلبات المفتوحة المسندة إلى هذا الوكيل: {count}. أعد إسنادها أو أعدها إلى قائمة الانتظار غير المسندة.',
  '{countOf} assigned to this agent: reassign them or return them to the unassigned queue.':
    '{countOf} مسندة إلى هذا الوكيل: أعد إسنادها أو أعدها إلى قائمة الانتظار غير المسندة.',
  '1 problem in the file; nothing was created.': 'في الملف مشكلة واحدة؛ لم يُنشأ أي شيء.',
  '{count} problems in the file; nothing was created.': 'عدد المشكلات في الملف: {count}؛ لم يُنشأ أي شيء.',
  '{countOf} in the file; nothing was created.': '{countOf} في الملف؛ لم يُنشأ أي شيء.',
  '1 problem on this trip; nothing was filed.': 'في هذه الرحلة مشكلة واحدة؛ لم يُقدَّم أي شيء.',
  '{count} problems on this trip; nothing was filed.': 'عدد المشكلات في هذه الرحلة: {count}؛ لم يُقدَّم أي شيء.',
  '{countOf} on this trip; nothing was filed.': '{countOf} في هذه الرحلة؛ لم يُقدَّم أي شيء.',
  "{name}'s passport expires on {passportExpiry}. {problem}. Renew it and update their employee profile, or change the travel date.":
    'ينتهي جواز سفر {name} في {passportExpiry}. {problem}. جدّده وحدّث ملفه الوظيفي، أو غيّر تاريخ السفر.',
  '{name} has not accepted their invitation yet': 'لم يقبل {name} دعوته بعد',
  '{scopeNameOf} already has entry conditions: edit them instead':
    'لدى {scopeNameOf} شروط دخول بالفعل: عدّلها بدلًا من ذلك',
  '{title} has changed since you opened it: read the new version and accept it again.':
    'تغيّرت {title} منذ أن فتحتها: اقرأ النسخة الجديدة ووافق عليها مرة أخرى.',
  "{traveller}'s refund is their line of the payment: {amount}":
    'المبلغ المسترد لـ {traveller} هو بنده من الدفعة: {amount}',
  'This application is listed more than once.': 'هذا الطلب مُدرج أكثر من مرة.',
  '{updated} updated, {refused} refused': 'المحدَّثة: {updated}، المرفوضة: {refused}',
  'Choose one of the languages offered': 'اختر إحدى اللغات المتاحة',
  'Invitation sent to {email}': 'تم إرسال الدعوة إلى {email}',
  '1 invitation sent': 'أُرسلت دعوة واحدة',
  '{count} invitations sent': 'عدد الدعوات المرسلة: {count}',
  'Add at least one traveller': 'أضف مسافرًا واحدًا على الأقل',
  'our data has no answer for this passport on this trip; check with the embassy before travelling':
    'لا تتضمن بياناتنا إجابة لهذا الجواز في هذه الرحلة؛ راجع السفارة قبل السفر',
  '{from} passport holders are not admitted to {to} ({category})':
    'لا يُسمح لحاملي جوازات سفر {from} بدخول {to} ({category})',
  'choose the parent or guardian travelling with them (18 or over)':
    'اختر أحد الوالدين أو الوصي المسافر معه (18 عامًا أو أكثر)',
  'Trip submitted: 1 traveller waiting for review': 'تم تقديم الرحلة: مسافر واحد في انتظار المراجعة',
  'Trip submitted: {count} travellers waiting for review':
    'تم تقديم الرحلة: المسافرون في انتظار المراجعة: {count}',
};
