import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn } from '../../lib/country-names';
import type { AppContext } from '../app-context';
import { destinationNameOf } from './views';

/** A country by its code as `language` names it; in English, as the visa data names it (`destinationNameOf`). */
export const destinationNameIn = (ctx: AppContext, code: string, language: InterfaceLanguage) =>
  countryNameIn(language, code, destinationNameOf(ctx, code));
