import type { ApiMessage } from '../api-messages';
import { weakPasswordMessagesZh } from './weak-password/zh';

/** The API's own messages in Simplified Chinese, by their English wording (values in `{name}`). */
export const apiMessagesZh: Record<ApiMessage, string> = {
  ...weakPasswordMessagesZh,
  '"{type}" has already been requested.': '“{type}”已经申请过了。',
  'A draft cannot be assigned: it has not been submitted yet.': '草稿无法分配：它尚未提交。',
  'A policy for this destination, purpose, category and nationality already exists':
    '此目的地、目的、类别和国籍的政策已存在',
  'A receipt is available once the payment is completed': '付款完成后即可获取收据',
  'A trip takes at most {maxTripTravellers} travellers: file the others on a second trip.':
    '一次行程最多包含 {maxTripTravellers} 名旅客：请将其他旅客添加到另一次行程中。',
  'A requested consultation cannot be completed': '已申请但尚未安排的咨询无法完成',
  'A completed consultation cannot be completed': '该咨询已经完成',
  'A cancelled consultation cannot be completed': '已取消的咨询无法完成',
  'A {status} consultation cannot be completed': '处于“{status}”状态的咨询无法完成',
  'A past consultation cannot be cancelled': '已过去的咨询无法取消',
  'A completed consultation cannot be cancelled': '已完成的咨询无法取消',
  'A cancelled consultation cannot be cancelled': '该咨询已经取消',
  'A {value} consultation cannot be cancelled': '处于“{value}”状态的咨询无法取消',
  'Agents see only the applications assigned to them.': '顾问只能看到分配给他们的申请。',
  'Already used for a different request': '已用于另一个请求',
  'An account keeps at most {maxSavedTravellers} travellers: remove one you no longer apply for.':
    '一个账户最多保存 {maxSavedTravellers} 名旅客：请删除一位您不再为其申请的旅客。',
  'An application in {from} cannot be set to {to}: it can move to {allowed}.':
    '处于“{from}”状态的申请无法改为“{to}”：它可以改为 {allowed}。',
  'An application in {from} cannot be set to {to}: it is final.':
    '处于“{from}”状态的申请无法改为“{to}”：该状态为最终状态。',
  'An authenticator app is already set up. Remove it first to set up another.':
    '已设置身份验证器应用。如需设置其他应用，请先将其删除。',
  'An employee with this email already exists in your company.': '您的公司中已有使用此电子邮件地址的员工。',
  'An unexpected error occurred. Please try again.': '发生意外错误，请重试。',
  'Another saved traveller has this passport number.': '另一位已保存的旅客使用此护照号码。',
  'Another traveller on this trip has this passport number: each traveller travels on their own passport.':
    '此行程中的另一位旅客使用此护照号码：每位旅客须持本人护照出行。',
  'Application not found': '未找到该申请',
  'Arrival date must not be in the past': '抵达日期不能早于今天',
  'CVC is required': '请填写 CVC 安全码',
  'Cannot read {location}: give a file path or an http(s) URL':
    '无法读取 {location}：请提供文件路径或 http(s) 网址',
  'Card details go to Stripe, never to this server': '银行卡信息直接发送至 Stripe，绝不会发送到本服务器',
  'Card number is required': '请填写卡号',
  'Choose a destination country from the list': '请从列表中选择目的地国家',
  'Choose a file to upload': '请选择要上传的文件',
  'Choose a new password that differs from your current one': '请选择一个与当前密码不同的新密码',
  'Choose a traveller on this trip who is 18 or over on the arrival date':
    '请选择此行程中在抵达日期年满 18 岁的旅客',
  'Choose an active agent': '请选择一位在职顾问',
  'Choose an application, a trip or an invoice to pay': '请选择要支付的申请、行程或发票',
  'Choose another active agent': '请选择另一位在职顾问',
  'Choose employees of your company': '请选择您公司的员工',
  'Choose one of the applications assigned to you': '请选择分配给您的申请之一',
  'Choose one of the preferred times': '请选择一个首选时间',
  "Choose one of your company's active employees": '请选择您公司的一位在职员工',
  'Choose your nationality from the list': '请从列表中选择您的国籍',
  'Company name is required for company accounts': '企业账户必须填写公司名称',
  'Company not found': '未找到该公司',
  'Confirm it is you with your second factor to continue.': '请使用第二验证因素确认是您本人，以便继续。',
  'Consultation not found': '未找到该咨询',
  'Contact message not found': '未找到该联系消息',
  'Conversation not found': '未找到该对话',
  'Could not download {url}: HTTP {status} {statusText}': '无法下载 {url}：HTTP {status} {statusText}',
  'Could not download {url}: {reason}': '无法下载 {url}：{reason}',
  'Could not read {file}: {reason}': '无法读取 {file}：{reason}',
  'Current password is incorrect': '当前密码不正确',
  'Cursor is not one this list gave; start from the first page': '此游标并非来自此列表；请从第一页开始',
  'Document not found': '未找到该文件',
  'Document storage is not reachable right now. Try again shortly.': '文件存储暂时无法访问，请稍后重试。',
  'Documents can be requested or rejected only while the application is pending or in review.':
    '只有在申请处于待处理或审核中状态时，才能要求补交或拒绝文件。',
  "Edition date must be a date as YYYY-MM-DD, not '{editionDate}'":
    '版本日期必须采用 YYYY-MM-DD 格式，而不是“{editionDate}”',
  'Employee not found': '未找到该员工',
  'Enter the code from your authenticator app, use your passkey or a recovery code to finish signing in.':
    '请输入身份验证器应用中的验证码，或使用您的通行密钥或恢复码以完成登录。',
  'Enter the traveller': '请填写旅客',
  'Enter your card details': '请输入您的银行卡信息',
  'Entry conditions not found': '未找到入境条件',
  'Entry rule not found': '未找到入境规则',
  'Expiry date is required': '请填写有效期',
  'File not found: {file}': '未找到文件：{file}',
  'Files can be at most {maxMegabytes} MB': '文件大小不能超过 {maxMegabytes} MB',
  'Invalid entry conditions': '入境条件无效',
  'Invalid entry rule': '入境规则无效',
  'Invalid request': '请求无效',
  'Invalid upload': '上传无效',
  'Invalid value': '值无效',
  'Invoice not found': '未找到该发票',
  'Line {line}: start with a topic heading ("## Topic") and write every text under a question ("### Question {#visa-fees}")':
    '第 {line} 行：请以主题标题（“## 主题”）开头，并将所有文字写在问题（“### 问题 {#visa-fees}”）之下',
  'Line {line}: use "##" for a topic and "###" for a question; an answer has no headings':
    '第 {line} 行：请用“##”表示主题，用“###”表示问题；答案中不能使用标题',
  'Line {line}: the heading has no words': '第 {line} 行：标题没有文字',
  'Line {line}: end the question with its address, such as {#visa-fees}: lowercase letters, digits and hyphens':
    '第 {line} 行：请在问题末尾加上其标识，例如 {#visa-fees}：仅限小写字母、数字和连字符',
  'Line {line}: another question already has the address #{id}': '第 {line} 行：已有另一个问题使用标识 #{id}',
  'Line {line}: the topic has no questions': '第 {line} 行：该主题下没有问题',
  'Line {line}: the question has no answer': '第 {line} 行：该问题没有答案',
  'Live payments are refunded while Stripe is configured': '配置 Stripe 期间，真实付款通过 Stripe 退款',
  'Mark the consultation completed instead': '请改为将该咨询标记为已完成',
  'Name on card is required': '请填写持卡人姓名',
  'No checked document with this id on the application': '该申请中没有此 ID 的已核查文件',
  'No one on this trip needs a visa or a travel authorisation for these dates: there is nothing to submit.':
    '此行程中没有人在这些日期需要签证或旅行许可：无需提交任何内容。',
  'No visa needed: citizens of {from} may live, work and study in {to} under free movement, so there is nothing to file.':
    '无需签证：根据自由流动规定，{from} 公民可以在 {to} 居住、工作和学习，因此无需办理任何申请。',
  'Not a file: {file} is a folder': '不是文件：{file} 是一个文件夹',
  'Not admitted: holders of {withArticle} are not admitted to {to}, so no visa can be filed for {nameOf}; contact its embassy before planning travel.':
    '不允许入境：{withArticle} 持有人不被 {to} 接纳，因此无法为 {nameOf} 办理签证；计划行程前请联系该国大使馆。',
  'Not found': '未找到',
  'Nothing is due on this trip': '此行程没有待付款项',
  'Notification not found': '未找到该通知',
  'Only PDF, JPEG and PNG files can be uploaded': '只能上传 PDF、JPEG 和 PNG 文件',
  'Only a completed payment can be refunded': '只有已完成的付款才能退款',
  'Only a traveller 18 or over on the arrival date can be invited; you follow a minor’s application for them.':
    '只有在抵达日期年满 18 岁的旅客才能被邀请；未成年人的申请由您代为跟进。',
  'Only a traveller under 18 on the arrival date travels with a guardian':
    '只有在抵达日期未满 18 岁的旅客才需由监护人陪同出行',
  'Only active employees can be invited.': '只能邀请在职员工。',
  'Only corporate users pay company invoices': '只有企业用户才能支付公司发票',
  'Only staff list applications this way.': '只有工作人员才能以这种方式列出申请。',
  'Password is incorrect': '密码不正确',
  'Payment not found': '未找到该付款',
  'Payments run in test mode: there are no webhooks': '付款处于测试模式：没有 Webhook',
  'Please log in to continue.': '请登录以继续。',
  'Saved traveller not found': '未找到该已保存的旅客',
  'Send METRICS_TOKEN as a bearer token': '请以 Bearer 令牌的形式发送 METRICS_TOKEN',
  'Send the file as a multipart/form-data upload.': '请以 multipart/form-data 方式上传文件。',
  'Set up a second factor first': '请先设置第二验证因素',
  'Some of the data sent cannot be stored. Check the text, dates and numbers.':
    '发送的部分数据无法保存。请检查文字、日期和数字。',
  'Someone else has just started paying this. Please try again in a moment.':
    '其他人刚刚开始为此付款。请稍后重试。',
  'Staff accounts must keep a second factor. Add another one before removing this one.':
    '工作人员账户必须保留一个第二验证因素。请先添加另一个，再删除此项。',
  'Staff accounts need a second factor. Set up an authenticator app or a passkey to continue.':
    '工作人员账户需要第二验证因素。请设置身份验证器应用或通行密钥以继续。',
  'Start setting up the authenticator app again: this setup has ended.':
    '请重新开始设置身份验证器应用：本次设置已结束。',
  'Submit the application before paying': '请先提交申请再付款',
  'Submit the trip before paying': '请先提交行程再付款',
  'Task not found': '未找到该任务',
  'That code is not right, or it was already used. Try the newest code.':
    '验证码不正确或已被使用。请尝试最新的验证码。',
  'That session is not one of yours, or it has already ended.': '该会话不属于您，或已经结束。',
  'The Idempotency-Key header must be 1 to 255 visible characters, such as a UUID':
    'Idempotency-Key 请求头必须为 1 到 255 个可见字符，例如 UUID',
  'The address is too long.': '地址过长。',
  'The body is empty but its type says JSON.': '请求正文为空，但其类型声明为 JSON。',
  'The body is not valid JSON.': '请求正文不是有效的 JSON。',
  'The database is unavailable right now. Please try again in a moment.': '数据库暂时不可用，请稍后重试。',
  'The edition date of {name} is unknown: give it with --date YYYY-MM-DD (or VISA_DATA_EDITION_DATE), or use a file name that carries it, such as passport-index-tidy-iso2-2025-01-12.csv':
    '{name} 的版本日期未知：请使用 --date YYYY-MM-DD（或 VISA_DATA_EDITION_DATE）指定，或使用包含日期的文件名，例如 passport-index-tidy-iso2-2025-01-12.csv',
  'The fees of this application are not paid yet': '此申请的费用尚未支付',
  'The file is empty': '文件为空',
  'The file has 1 problem; nothing was imported.': '文件中有 1 个问题；未导入任何内容。',
  'The file has {count} problems; nothing was imported.': '文件中有 {count} 个问题；未导入任何内容。',
  'The file has {countOf}; nothing was imported.': '文件中有 {countOf}；未导入任何内容。',
  'The file of this document is missing from storage. Upload it again, or ask support to restore it.':
    '存储中缺少此文件的内容。请重新上传，或请客服帮助恢复。',
  'The passkey could not be checked. Try again.': '无法验证通行密钥，请重试。',
  'The passkey request has ended. Try again.': '通行密钥请求已结束，请重试。',
  'The payment was declined.': '付款被拒绝。',
  'The refund is what is left of the payment: {amount}': '退款金额为付款的剩余部分：{amount}',
  'The request cannot be carried out as it stands.': '该请求按当前内容无法执行。',
  'The request could not be read. Check what was sent and try again.':
    '无法读取该请求。请检查发送的内容后重试。',
  'The request headers are too large.': '请求头过大。',
  'The request took too long to arrive. Please try again.': '请求到达超时，请重试。',
  'The service is unavailable right now. Please try again in a moment.': '服务暂时不可用，请稍后重试。',
  'The webhook signature is missing': '缺少 Webhook 签名',
  'The webhook signature is not valid': 'Webhook 签名无效',
  'There is no active agent with this id': '没有此 ID 的在职顾问',
  'There is no demo account for the role {role}': '没有角色 {role} 的演示账户',
  'There is no other active agent: return the cases to the unassigned queue':
    '没有其他在职顾问：请将案件退回未分配队列',
  'There is nothing at this address.': '此地址没有内容。',
  'These conditions ship with VisaBridge and would come back on the next start: edit them instead (a field left empty is one we do not know).':
    '这些条件随 VisaBridge 提供，下次启动时会恢复：请改为编辑它们（留空的字段表示我们不了解该信息）。',
  'These conditions ship with VisaBridge for {scopeNameOf}, which would get them back on the next start: keep the scope, and add new conditions for {scope}':
    '这些条件随 VisaBridge 为 {scopeNameOf} 提供，下次启动时会恢复：请保留该范围，并为 {scope} 添加新条件',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    '此 Idempotency-Key 已用于另一个请求。新请求请使用新的密钥。',
  'This account has no passkey. Use your authenticator app or a recovery code.':
    '此账户没有通行密钥。请使用身份验证器应用或恢复码。',
  'This account is deactivated. Please contact support.': '此账户已停用。请联系客服。',
  'This address cannot answer in the format asked for.': '此地址无法以所请求的格式响应。',
  'This address does not accept this method.': '此地址不接受该请求方法。',
  'This address does not accept this type of content.': '此地址不接受此类型的内容。',
  'This agent has not accepted their invitation yet': '该顾问尚未接受邀请',
  'This application already holds {filesPerApplication} documents, the most one application can hold. Delete one you no longer need to upload another.':
    '此申请已有 {filesPerApplication} 份文件，已达每份申请的上限。请删除一份不再需要的文件后再上传。',
  'This application cannot be approved until every required document is uploaded. Missing: {join}.':
    '在上传所有必需文件之前，此申请无法获批。缺少：{join}。',
  'This application cannot be submitted yet: 1 item is missing or invalid.':
    '此申请暂时无法提交：有 1 项缺失或无效。',
  'This application cannot be submitted yet: {count} items are missing or invalid.':
    '此申请暂时无法提交：有 {count} 项缺失或无效。',
  'This application cannot be submitted yet: {countOf} missing or invalid.':
    '此申请暂时无法提交：{countOf} 缺失或无效。',
  'This application has been submitted, so it can no longer be submitted again. Nothing submitted is ever lost.':
    '此申请已提交，无法再次提交。已提交的内容永远不会丢失。',
  'This application has been submitted, so it can no longer be edited. Nothing submitted is ever lost.':
    '此申请已提交，因此无法再编辑。已提交的内容永远不会丢失。',
  'This application has been submitted, so it can no longer be deleted. Nothing submitted is ever lost.':
    '此申请已提交，因此无法再删除。已提交的内容永远不会丢失。',
  'This application has been submitted, so it can no longer be changed. Nothing submitted is ever lost.':
    '此申请已提交，因此无法再更改。已提交的内容永远不会丢失。',
  'This application has been submitted, so it can no longer be {action}. Nothing submitted is ever lost.':
    '此申请已提交，因此无法再{action}。已提交的内容永远不会丢失。',
  'This application is already paid': '此申请已付款',
  'This application is billed to your company by invoice': '此申请通过发票向您的公司收费',
  'This application is not assigned to you': '此申请未分配给您',
  'This application was rejected; no fees are due': '此申请已被拒绝；无需支付费用',
  'This conflicts with the current state. Reload and try again.': '这与当前状态冲突。请刷新页面后重试。',
  'This consultation is already scheduled': '该咨询已经安排',
  'This consultation is already completed': '该咨询已经完成',
  'This consultation is already cancelled': '该咨询已经取消',
  'This consultation is already {status}': '该咨询已处于“{status}”状态',
  'This consultation was just taken': '该咨询刚刚被他人接手',
  'This conversation is already closed.': '该对话已关闭。',
  'This conversation is closed.': '该对话已关闭。',
  'This data is the edition of {editionDate} (imported {importedAt}), which a later import replaced; an edition cannot be imported a second time.':
    '这些数据为 {editionDate} 版（导入于 {importedAt}），已被之后的导入替换；同一版本不能重复导入。',
  'This demo account is shared by every visitor: its two-step sign-in cannot be changed from a demo session.':
    '此演示账户由所有访客共用：无法在演示会话中更改其两步登录设置。',
  'This document has already been rejected.': '该文件已被拒绝。',
  'This document has already been requested': '该文件已被要求补交',
  'This employee already has a linked account.': '该员工已有关联账户。',
  'This file is larger than {maxMegabytes} MB': '此文件超过 {maxMegabytes} MB',
  'This file is not a PDF, JPEG or PNG document': '此文件不是 PDF、JPEG 或 PNG 文件',
  'This invitation link is invalid, expired or already used.': '此邀请链接无效、已过期或已被使用。',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in (or create an account) as {invitedAgain} and open the link again.':
    '此邀请发送至 {invited}，但您当前以 {signedIn} 登录。请退出登录，然后以 {invitedAgain} 登录（或创建账户）并再次打开该链接。',
  'This invitation was sent to {invited}, but you are signed in as {signedIn}. Sign out, then sign in as {invitedAgain} and open the link again.':
    '此邀请发送至 {invited}，但您当前以 {signedIn} 登录。请退出登录，然后以 {invitedAgain} 登录并再次打开该链接。',
  'This invoice is already paid': '此发票已付款',
  'This is your own address: enter the traveller’s own email.':
    '这是您自己的地址：请输入旅客本人的电子邮件地址。',
  'This page does not exist': '此页面不存在',
  'This passkey is already added.': '此通行密钥已添加。',
  'This payment can no longer be confirmed. Please start again.': '此付款已无法确认。请重新开始。',
  'This payment has no Stripe payment to refund': '此付款没有可退款的 Stripe 付款',
  'This payment has no line for that traveller': '此付款中没有该旅客的明细',
  'This payment is already refunded': '此付款已退款',
  'This request did not come from the VisaBridge app and was refused. Reload the page and try again.':
    '此请求并非来自 VisaBridge 应用，已被拒绝。请刷新页面后重试。',
  'This rule ships with VisaBridge and would come back on the next start: give it an end date instead.':
    '此规则随 VisaBridge 提供，下次启动时会恢复：请改为为其设置结束日期。',
  'This second factor does not exist': '该第二验证因素不存在',
  'This stream ticket is invalid or has expired. Ask for a new one.':
    '此数据流票据无效或已过期。请重新获取。',
  'This traveller already follows their application from their own account.':
    '该旅客已通过自己的账户跟进其申请。',
  'This traveller is on trip {tripReferenceOf}: pay for the trip to pay for everyone on it at once.':
    '该旅客属于行程 {tripReferenceOf}：支付该行程即可一次性为所有旅客付款。',
  'This traveller is on trip {tripReferenceOf}: submit the trip to submit everyone on it together.':
    '该旅客属于行程 {tripReferenceOf}：提交该行程即可一并提交所有旅客。',
  'This traveller is you: you follow their application already.': '该旅客就是您：您已在跟进其申请。',
  "This traveller's fees are already refunded": '该旅客的费用已退款',
  'This trip is already paid': '此行程已付款',
  'To file for {nameOf}, add their {labels} to their employee profile.':
    '要为 {nameOf} 提交申请，请在其员工资料中添加：{labels}。',
  'Too many login attempts. Please wait 1 minute and try again.': '登录尝试次数过多。请等待 1 分钟后重试。',
  'Too many login attempts. Please wait {count} minutes and try again.':
    '登录尝试次数过多。请等待 {count} 分钟后重试。',
  'Too many login attempts. Please wait {minutes} and try again.':
    '登录尝试次数过多。请等待 {minutes} 后重试。',
  'Too many requests. Please wait a moment and try again.': '请求过多。请稍候再试。',
  'Too many sign-ups from your network. Please try again in {minutes} minute.':
    '来自您网络的注册过多。请在 {minutes} 分钟后重试。',
  'Too many sign-ups from your network. Please try again in {minutes} minutes.':
    '来自您网络的注册过多。请在 {minutes} 分钟后重试。',
  'Too many wrong codes. Please wait 1 minute and try again.': '错误验证码次数过多。请等待 1 分钟后重试。',
  'Too many wrong codes. Please wait {count} minutes and try again.':
    '错误验证码次数过多。请等待 {count} 分钟后重试。',
  'Too many wrong codes. Please wait {minutes} and try again.':
    '错误验证码次数过多。请等待 {minutes} 后重试。',
  'Too many wrong passwords. Please wait 1 minute and try again.': '错误密码次数过多。请等待 1 分钟后重试。',
  'Too many wrong passwords. Please wait {count} minutes and try again.':
    '错误密码次数过多。请等待 {count} 分钟后重试。',
  'Too many wrong passwords. Please wait {minutes} and try again.':
    '错误密码次数过多。请等待 {minutes} 后重试。',
  'Traveller not found on this trip': '在此行程中未找到该旅客',
  'Trip not found': '未找到该行程',
  "Trip {tripReferenceOf} has been submitted, so its travellers can no longer be changed. Each traveller's application is followed on its own.":
    '行程 {tripReferenceOf} 已提交，因此无法再更改其旅客。每位旅客的申请将单独跟进。',
  'Unknown country code or group {scope}': '未知的国家或地区组代码：{scope}',
  'Unknown country code {code}': '未知的国家代码：{code}',
  'Unknown destination group {destinationGroup}': '未知的目的地组：{destinationGroup}',
  'Unknown passport group {passportGroup}': '未知的护照组：{passportGroup}',
  'User not found': '未找到该用户',
  'Visa policy not found': '未找到该签证政策',
  'What was sent is too large.': '发送的内容过大。',
  'You are the last active administrator. Make another user an administrator before deleting your account.':
    '您是最后一位在职管理员。删除账户前，请先将另一位用户设为管理员。',
  'You can rate an application once it has been decided.': '申请有结果后，您才能对其评分。',
  'You cannot deactivate or demote your own account.': '您不能停用或降级自己的账户。',
  'You do not have permission to do this.': '您无权执行此操作。',
  'You have sent several messages in the last hour. Please try again in {minutes} minute.':
    '您在过去一小时内发送了多条消息。请在 {minutes} 分钟后重试。',
  'You have sent several messages in the last hour. Please try again in {minutes} minutes.':
    '您在过去一小时内发送了多条消息。请在 {minutes} 分钟后重试。',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} second.':
    '您在过去一分钟内上传了 {limit} 个文件，已达上限。请在 {seconds} 秒后重试。',
  'You have uploaded {limit} files in the last minute, the most we take. Please try again in {seconds} seconds.':
    '您在过去一分钟内上传了 {limit} 个文件，已达上限。请在 {seconds} 秒后重试。',
  'You have {drafts} applications in preparation, the most one account may have. Submit or delete some before starting another.':
    '您有 {drafts} 份正在准备的申请，已达每个账户的上限。请先提交或删除部分申请，再开始新的申请。',
  'Your account is already linked to another employee record.': '您的账户已关联到另一条员工记录。',
  'Your account is not linked to a company.': '您的账户未关联任何公司。',
  'Your company is managed by your company account': '您的公司由公司账户管理',
  'Your documents already take {used} of the {allowed} an account may store, and this file does not fit. Delete documents you no longer need, or upload a smaller file.':
    '您的文件已占用账户可存储的 {allowed} 中的 {used}，此文件无法存入。请删除不再需要的文件，或上传较小的文件。',
  '1 open application is assigned to this agent: reassign them or return them to the unassigned queue.':
    '有 1 份未结申请分配给该顾问：请重新分配，或将其退回未分配队列。',
  '{count} open applications are assigned to this agent: reassign them or return them to the unassigned queue.':
    '有 {count} 份未结申请分配给该顾问：请重新分配，或将其退回未分配队列。',
  '{countOf} assigned to this agent: reassign them or return them to the unassigned queue.':
    '{countOf} 已分配给该顾问：请重新分配，或将其退回未分配队列。',
  '1 problem in the file; nothing was created.': '文件中有 1 个问题；未创建任何内容。',
  '{count} problems in the file; nothing was created.': '文件中有 {count} 个问题；未创建任何内容。',
  '{countOf} in the file; nothing was created.': '文件中有 {countOf}；未创建任何内容。',
  '1 problem on this trip; nothing was filed.': '此行程中有 1 个问题；未提交任何申请。',
  '{count} problems on this trip; nothing was filed.': '此行程中有 {count} 个问题；未提交任何申请。',
  '{countOf} on this trip; nothing was filed.': '此行程中有 {countOf}；未提交任何申请。',
  "{name}'s passport expires on {passportExpiry}. {problem}. Renew it and update their employee profile, or change the travel date.":
    '{name} 的护照将于 {passportExpiry} 到期。{problem}。请更新护照并更新其员工资料，或更改出行日期。',
  '{name} has not accepted their invitation yet': '{name} 尚未接受邀请',
  '{scopeNameOf} already has entry conditions: edit them instead':
    '{scopeNameOf} 已有入境条件：请改为编辑这些条件',
  '{title} has changed since you opened it: read the new version and accept it again.':
    '自您打开后，{title} 已有更改：请阅读新版本并重新接受。',
  "{traveller}'s refund is their line of the payment: {amount}":
    '{traveller} 的退款为其在该付款中的明细：{amount}',
  'This application is listed more than once.': '此申请在列表中出现了不止一次。',
  '{updated} updated, {refused} refused': '已更新 {updated} 项，已拒绝 {refused} 项',
  'Choose one of the languages offered': '请选择所提供的语言之一',
  'Invitation sent to {email}': '邀请已发送至 {email}',
  '1 invitation sent': '已发送 1 份邀请',
  '{count} invitations sent': '已发送 {count} 份邀请',
  'Add at least one traveller': '请至少添加一位旅客',
  'our data has no answer for this passport on this trip; check with the embassy before travelling':
    '我们的数据中没有此护照在本次行程中的答案；请在出行前向使馆确认',
  '{from} passport holders are not admitted to {to} ({category})':
    '{from}护照持有人不得入境{to}（{category}）',
  'choose the parent or guardian travelling with them (18 or over)':
    '请选择与其同行的父母或监护人（年满 18 岁）',
  'Trip submitted: 1 traveller waiting for review': '行程已提交：1 位旅客等待审核',
  'Trip submitted: {count} travellers waiting for review': '行程已提交：{count} 位旅客等待审核',
};
