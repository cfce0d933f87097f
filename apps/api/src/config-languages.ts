import { interfaceLanguages, type InterfaceLanguage } from '@visabridge/contract';
import { z } from 'zod';
import { commaList } from './config-settings';

const languagesMessage = `INTERFACE_LANGUAGES must list languages among ${interfaceLanguages.join(', ')}, English included`;

/**
 * The languages the site offers its visitors (the language switcher, the addresses per language, what a
 * browser's Accept-Language can get): all six unless set; `INTERFACE_LANGUAGES=en` offers English alone.
 */
export const languagesEnvironment = z.object({
  INTERFACE_LANGUAGES: commaList
    .pipe(
      z
        .array(z.enum(interfaceLanguages, { error: languagesMessage }))
        .refine((languages) => languages.includes('en'), languagesMessage),
    )
    .optional(),
});

export const offeredLanguagesOf = (values: z.infer<typeof languagesEnvironment>): InterfaceLanguage[] =>
  interfaceLanguages.filter((language) =>
    (values.INTERFACE_LANGUAGES ?? interfaceLanguages).includes(language),
  );
