import type { FindingTexts, MismatchField, PhotoTarget, ZoneCheck } from './types';

const SCAN_HINT =
  '请上传整个资料页的清晰、光线充足的扫描件或照片，正面拍摄，底部两行字母和尖括号（<<<）须完整可见。';

const checks: Record<ZoneCheck, string> = {
  'document number': '证件号码',
  'date of birth': '出生日期',
  'expiry date': '到期日期',
  'personal number': '个人号码',
  'whole zone': '整个机读区',
};

const fields: Record<MismatchField, string> = {
  number: '号码',
  surname: '姓',
  'given names': '名',
  nationality: '国籍',
  'date of birth': '出生日期',
  'expiry date': '到期日期',
  sex: '性别',
};

const sexes: Record<string, string> = { female: '女', male: '男' };

const shapeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? '正方形照片（高度等于宽度）'
    : `${target.widthMm} x ${target.heightMm} 毫米冲印照片的 ${target.widthMm}:${target.heightMm} 比例`;

const sizeOf = (target: PhotoTarget) =>
  target.shape === 'square'
    ? `${target.minPixels} x ${target.minPixels} 像素`
    : `${target.minWidth} x ${target.minHeight} 像素（300 dpi 下 ${target.widthMm} x ${target.heightMm} 毫米）`;

export const findingTextsZh: FindingTexts = {
  zoneNotFound: `我们未能在此扫描件上找到机读区。${SCAN_HINT}`,
  checkDigit: (check) =>
    `${checks[check]}的校验位与读取的内容不符。扫描件可能不清晰，或页面已被改动。${SCAN_HINT}`,
  passportExpired: (expiry) => `此护照已于 ${expiry} 过期。请在申请前换发护照。`,
  passportShortfall: ({ shortfall, owner, destination, expiry, isTripToday }) => {
    if (shortfall.code === 'age')
      return `此护照签发于 ${shortfall.issued}；按照${owner}的规定，只接受在您入境前 ${shortfall.years} 年内签发的护照。请在出行前换发护照。`;
    const why = {
      beyond_arrival: `即入境后 ${shortfall.months} 个月（${owner}的规定）`,
      beyond_departure: `即离境后 ${shortfall.months} 个月（${owner}的规定）`,
      for_stay: `即至您离境之日（${owner}的规定）`,
    };
    const until = shortfall.rule
      ? why[shortfall.rule]
      : `即至您离境之日（我们的数据中没有目的地（${destination}）本身的规定，其要求可能更高）`;
    return `此护照将于 ${expiry} 到期。护照须至少有效至 ${shortfall.needed}，${until}${isTripToday ? '，即使按今天出行计算也不够' : ''}。请先换发护照。`;
  },
  nothingRead: '（无）',
  mismatch: (field, read, entered) =>
    `护照上的${fields[field]}为 ${read}，但申请中填写的是 ${field === 'sex' ? (sexes[entered] ?? entered) : entered}。请更正有误的一项。`,
  photoFormat: '护照照片必须是 JPEG 或 PNG 图片，而不是 PDF。请上传照片本身。',
  photoSpecUnknown: (destination) =>
    `我们的数据中没有目的地（${destination}）的照片规格，因此未检查照片的形状和尺寸。请向官方渠道确认。`,
  photoProportions: (width, height, destination, target) =>
    `照片为 ${width} x ${height} 像素；目的地（${destination}）要求${shapeOf(target)}。请将照片裁剪为该形状。`,
  photoResolution: (width, height, destination, target) =>
    `照片为 ${width} x ${height} 像素；目的地（${destination}）要求至少 ${sizeOf(target)}。`,
  photoFileSize: (kilobytes) =>
    `该文件只有 ${kilobytes} kB，这通常意味着压缩过度。如有原始照片，请上传原始照片。`,
  unreadableFile: (reason) => `无法检查此文件（${reason}）。请重新上传 JPEG、PNG 或 PDF 格式的扫描件。`,
};
