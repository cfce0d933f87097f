import type { InterfaceLanguage } from '@visabridge/contract';
import { findingTextsAr } from './ar';
import { findingTextsDe } from './de';
import { findingTextsEn } from './en';
import { findingTextsEs } from './es';
import { findingTextsFr } from './fr';
import type { FindingTexts } from './types';
import { findingTextsZh } from './zh';

/** The document checks' findings in each language the product speaks. */
export const findingTexts: Record<InterfaceLanguage, FindingTexts> = {
  en: findingTextsEn,
  es: findingTextsEs,
  fr: findingTextsFr,
  de: findingTextsDe,
  zh: findingTextsZh,
  ar: findingTextsAr,
};
