import { interfaceLanguages, type InterfaceLanguage } from '@visabridge/contract';
import { z } from 'zod';
import { commaList } from './config-settings';

const languagesMessage = `INTERFACE_LANGUAGES must list languages among ${interfaceLanguages.join(', ')}, English included`;

/**
 * The languages the site offers its visitors (the language switcher, the addresses per language, what a
 * browser's Accept-Language can get): English alone unless set, e.g. `INTERFACE_LANGUAGES=en,es,fr,de,zh,ar`.
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
  interfaceLanguages.filter((language) => (values.INTERFACE_LANGUAGES ?? ['en']).includes(language));
