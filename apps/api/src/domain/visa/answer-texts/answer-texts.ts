import type { InterfaceLanguage } from '@visabridge/contract';
import { answerTextsAr } from './ar';
import { answerTextsDe } from './de';
import { answerTextsEn } from './en';
import { answerTextsEs } from './es';
import { answerTextsFr } from './fr';
import type { AnswerTexts } from './types';
import { answerTextsZh } from './zh';

/** The requirement answer's texts in each language the product speaks. */
export const answerTexts: Record<InterfaceLanguage, AnswerTexts> = {
  en: answerTextsEn,
  es: answerTextsEs,
  fr: answerTextsFr,
  de: answerTextsDe,
  zh: answerTextsZh,
  ar: answerTextsAr,
};
