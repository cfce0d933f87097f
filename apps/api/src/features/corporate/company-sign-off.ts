import type { InterfaceLanguage } from '@visabridge/contract';

/** The last line of an email a company sends its employees through the product. */
export const companySignOffIn: Record<InterfaceLanguage, (company: string) => string> = {
  en: (company) => `— ${company}, via VisaBridge`,
  es: (company) => `— ${company}, a través de VisaBridge`,
  fr: (company) => `— ${company}, via VisaBridge`,
  de: (company) => `— ${company}, über VisaBridge`,
  zh: (company) => `—— ${company}（通过 VisaBridge 发送）`,
  ar: (company) => `— ${company}، عبر VisaBridge`,
};
