import type { EntryConditionsView } from '@visabridge/contract';
import { visaCategoryNamesIn } from './visa-category-names';
import { listIn } from './list-in';
import type { AnswerTexts, RuleNeed } from './types';

const passportRule = (conditions: EntryConditionsView | null, destination: string, ruleOf: string) => {
  if (!conditions?.passportValidity)
    return `有效护照：我们的数据中没有${destination}的护照有效期规定，请在出行前向官方来源确认`;
  const { passportValidity, passportValidityMonths, maxPassportAgeYears, blankPages } = conditions;
  const validity = {
    beyond_arrival: `自入境之日起至少还有 ${passportValidityMonths ?? 0} 个月有效期`,
    beyond_departure: `在离境之日后至少还有 ${passportValidityMonths ?? 0} 个月有效期`,
    for_stay: '在整个停留期间有效',
  }[passportValidity];
  const issued = maxPassportAgeYears ? `，签发时间不超过 ${maxPassportAgeYears} 年` : '';
  const pages = blankPages ? `，至少有 ${blankPages} 页空白页` : '';
  return `护照${validity}${issued}${pages}（${ruleOf}的规定）`;
};

const photoRule = (conditions: EntryConditionsView | null, destination: string) => {
  const photo = conditions?.photo;
  if (!photo) return `近期护照照片：我们的数据中没有${destination}的照片规格，请向官方来源确认尺寸`;
  if (photo.shape === 'square')
    return `数码照片，正方形（高宽相等），至少 ${photo.minPixels} x ${photo.minPixels} 像素，${photo.background}`;
  return `近期照片，${photo.widthMm} x ${photo.heightMm} 毫米，${photo.background}`;
};

const whatHoldersNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return '可免签入境';
  if (category === 'no_admission') return '不得入境';
  return `须持有“${authorisationName}”方可入境`;
};

const whatHoldersWillNeed = ({ category, authorisationName }: RuleNeed) => {
  if (category === 'visa_free') return '将可免签入境';
  if (category === 'no_admission') return '将不得入境';
  return `将须持有“${authorisationName}”方可入境`;
};

const confirmWith = (country: string) => `请在出行前向您的航空公司及${country}政府官方来源确认。`;

export const answerTextsZh: AnswerTexts = {
  dateLocale: 'zh',
  datasetValue: (category, stayDays) =>
    stayDays ? `免签停留最多 ${stayDays} 天` : visaCategoryNamesIn.zh[category],
  visaTypeNames: {
    tourist: '旅游签证',
    business: '商务签证',
    student: '学生签证',
    work: '工作签证',
    family: '家庭团聚签证',
    transit: '过境签证',
    medical: '就医签证',
  },
  groupNames: { 'eu-eea-swiss': '欧盟、欧洲经济区及瑞士公民', schengen: '申根区' },
  documents: {
    passportOrId: '有效护照或身份证',
    funds: '足以支付停留期间费用的资金证明',
    etaApproval: '与本护照关联的电子旅行授权（eTA）',
    eVisaApproval: '电子签证批准函打印件，旅行时随身携带',
    eVisaPhoto: '在线申请所需的数码护照照片',
    applicationForm: '填写完整的签证申请表',
    bankStatements: '足够资金证明（最近 3 个月的银行流水）',
    itinerary: '行程单',
    returnTicket: '往返或续程机票',
    accommodation: '住宿证明（酒店预订或接待方地址）',
    invitationLetter: '拟访问公司出具的邀请函',
    employerLetter: '雇主出具的说明出行目的的信函',
    acceptanceLetter: '学校或大学的录取通知书',
    tuitionProof: '学费缴纳证明或奖学金证明',
    jobOffer: '录用通知或劳动合同',
    relationshipProof: '亲属关系证明（出生证明或结婚证）',
    familyInvitation: '所投靠家庭成员的邀请函及其身份证件复印件',
    onwardTicket: '过境期限内的续程机票',
    finalDestinationVisa: '最终目的地的签证或入境许可',
    hospitalLetter: '接诊医院出具的注明治疗日期的信函',
    treatmentPayment: '有能力支付治疗费用的证明',
    workPermit: '工作许可或其批准文件（如目的地国签发）',
    schengenInsurance: '旅行医疗保险，保额至少 30,000 欧元，覆盖在申根区的整个停留期',
    schengenMinorForm: '由父母或法定监护人签字并注明其姓名和地址的申请表（旅行者未满 18 岁）',
  },
  passportRule,
  photoRule,
  photoBackgrounds: {
    'plain light background': '纯浅色背景',
    'white or off-white background': '白色或米白色背景',
    'plain light-coloured or white background': '纯浅色或白色背景',
    'background not stated': '未注明背景',
  },
  recordedFrom: (recordedOn, source) => `由 VisaBridge 于 ${recordedOn} 根据 ${source} 记录`,
  recordedBy: (by, on, source) => `由 ${by} 于 ${on} 根据 ${source} 记录`,
  fee: {
    notApplicable: '不适用',
    noVisaFee: '无签证费',
    setByAuthority: '未知：由签发机关确定',
    setByEmbassy: '费用由使馆确定',
    notKnown: '未知',
    fromDay: (amount, date) => `${amount}（自${date}起）`,
  },
  stay: {
    notAdmitted: '禁止入境',
    unlimited: '不限',
    upToDays: (days) => `最多 ${days} 天`,
    setByAuthorisation: '以签证或授权为准',
    notStated: '数据中未注明',
  },
  processing: {
    notApplicable: '不适用',
    days: (min, max) => (min === max ? `${min} 个工作日` : `${min}-${max} 个工作日`),
    atBorder: '抵达时在口岸签发',
    noApplication: '无需申请',
    varies: '办理时间不定',
  },
  decisions: {
    ownCountry: '公民始终可以进入本国',
    longStayPurpose: '留学、工作和家庭团聚需要签证或居留许可；免签入境仅适用于短期访问',
    freeMovement: {
      'eu-eea-swiss-free-movement': '欧盟、欧洲经济区和瑞士境内的人员自由流动',
      'common-travel-area': '爱尔兰与英国之间的共同旅行区',
      'trans-tasman-travel-arrangement': '澳大利亚与新西兰之间的跨塔斯曼旅行安排',
    },
    passportIndex: (editionDate, value) => `Passport Index（${editionDate} 版）：${value}`,
    entryRule: (name, startsOn, recorded) => `${name}，自 ${startsOn} 起生效。${recorded}`,
  },
  tips: {
    notAdmitted: (from, to) => `持${from}护照者不得进入${to}；计划出行前请联系该国使馆。`,
    stayLimit: (days) => `您最多可停留 ${days} 天；停留更久需要签证或居留许可。`,
    eta: '请在出行前在线申请电子旅行授权。',
    eVisa: '请在线申请电子签证，并随身携带批准函打印件。',
    visaOnArrival: '请在口岸备好签证费和证明材料。',
    applyForVisa: (to) => `请在出行前按照${to}官方签证网站的指引，在线或前往其使馆或领事馆申请签证。`,
    applyOnGovUk: (source, recorded) =>
      `请在出行前通过 GOV.UK 在线申请（${source}），然后前往签证申请中心录入指纹并拍照（${recorded}）。`,
    applyAhead: (daysBefore, processingDays) =>
      `请至少在出行前 ${daysBefore} 天提出申请：办理最多需要 ${processingDays} 个工作日。`,
    registerResidence: '如停留超过三个月，请向当地主管部门办理居住登记。',
    carryPassportOrId: '请随身携带有效护照或身份证。',
    passportRule: (rule, recorded) => `${rule}：${recorded}。请在出行前向官方来源确认。`,
    passportRuleUnknown: (to) => `我们的数据中没有${to}的护照有效期规定：请在出行前向官方来源确认。`,
  },
  entryRules: {
    starts: (date, from, to, need) => `自${date}起，持${from}护照者进入${to}${whatHoldersNeed(need)}。`,
    ends: (name, date) => `${name}：有效期至${date}；此后重新适用数据集中的结果。`,
    feeChanges: (date, name, amount) => `自${date}起，“${name}”的政府收费为 ${amount}。`,
    announced: (from, to, need) =>
      `已宣布但尚未确定生效日期：持${from}护照者进入${to}${whatHoldersWillNeed(need)}。该规定尚未生效，上方结果未将其计入。`,
    applyDirectly: (url, amount) =>
      `您可以不通过 VisaBridge，直接在官方网站 ${url} 申请；${amount ? `该网站收取的政府费用为 ${amount}` : '我们不了解该网站收取的政府费用'}。`,
  },
  freshness: (editionDate, ageDays, months) =>
    `${editionDate}版 Passport Index 已发布 ${ageDays} 天（约 ${months} 个月）；此后记录的入境规定会在其基础上适用，并各自注明记录日期。`,
  confirmWithSource: (source) => `入境规定可能变化：出行前请向官方来源 ${source} 确认。`,
  confirmWithGovernment: (to) =>
    `入境规定可能变化：出行前请向${to}政府官方来源（其使馆或移民管理机关）确认。`,
  noCorridorData: (from, to) => `我们没有从${from}前往${to}的签证数据。`,
  trip: {
    transitOwnCountry: '公民始终可以进入本国，因此经停本国无需签证。',
    transitOnFile: (country, visaType, fee) =>
      `我们存有${country}的过境政策：${visaType}，${fee}。${confirmWith(country)}`,
    transitNotInData: (country) =>
      `我们的数据中没有${country}的过境规定：所示结果针对入境${country}。有些国家允许旅客在机场隔离区免签停留，有些国家则要求办理过境签证。${confirmWith(country)}`,
    legName: (number, country) => `第 ${number} 段行程（${country}）`,
    legList: listIn('zh'),
    applyBefore: (legs) => `以下行程须在出行前申请：${legs}。`,
    nothingToApplyBefore: '所有行程均无需在出行前申请签证或旅行授权。',
    notAdmittedOn: (legs) => `持此护照不得进入以下行程的目的地：${legs}。`,
    datasetSource: (editionDate, source) => `Passport Index 数据集，${editionDate}版（${source}）`,
  },
};
