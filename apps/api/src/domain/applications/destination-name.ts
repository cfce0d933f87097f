import type { InterfaceLanguage } from '@visabridge/contract';
import { countryNameIn } from '../../lib/country-names';
import type { AppContext } from '../app-context';

/** The destination's name from the in-memory country list (English, as the visa data names it). */
export const destinationNameOf = (ctx: AppContext, code: string) =>
  ctx.visa.index.country(code)?.name ?? code;

/** A country by its code as `language` names it; in English, as the visa data names it (`destinationNameOf`). */
export const destinationNameIn = (ctx: AppContext, code: string, language: InterfaceLanguage) =>
  countryNameIn(language, code, destinationNameOf(ctx, code));
