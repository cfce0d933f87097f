import type { InterfaceLanguage } from '@visabridge/contract';

/**
 * An email's first line, greeting the reader by their first name as a letter in their language opens. In
 * German the line after it starts in lower case (unless it starts with a noun or `Sie`).
 */
export const greetingIn: Record<InterfaceLanguage, (firstName: string) => string> = {
  en: (firstName) => `Hello ${firstName},`,
  es: (firstName) => `Hola, ${firstName}:`,
  fr: (firstName) => `Bonjour ${firstName},`,
  de: (firstName) => `Hallo ${firstName},`,
  zh: (firstName) => `${firstName}，您好：`,
  ar: (firstName) => `مرحبًا ${firstName}،`,
};
