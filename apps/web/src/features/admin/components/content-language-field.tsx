import { useLingui } from '@lingui/react/macro';
import { Box, MenuItem } from '@mui/material';
import {
  htmlLangOf,
  interfaceLanguages,
  languageAutonyms,
  type ContentPageView,
  type InterfaceLanguage,
} from '@visabridge/contract';
import { SelectField } from '../../../components/form/select-field';

type Props = {
  value: InterfaceLanguage;
  /** The languages the page is written in, each with its version. */
  editions: ContentPageView[];
  onChange: (language: InterfaceLanguage) => void;
};

/**
 * The language of the page being edited, among all the product's: each by its own name, with its version,
 * or marked as not written yet (its readers see English).
 */
export function ContentLanguageField({ value, editions, onChange }: Props) {
  const { t } = useLingui();
  const stateOf = (language: InterfaceLanguage) => {
    const version = editions.find((edition) => edition.language === language)?.version;
    return version === undefined
      ? t({ message: 'not written yet', comment: 'a language a page has no text in yet' })
      : t({ message: `version ${version}`, comment: "a page's version number in one language" });
  };
  return (
    <SelectField
      label={t({ message: 'Language', comment: 'the language of the page being edited' })}
      value={value}
      onChange={(event) => onChange(event.target.value as InterfaceLanguage)}
      fullWidth
      sx={{ mb: 2 }}
    >
      {interfaceLanguages.map((language) => (
        <MenuItem key={language} value={language}>
          <span lang={htmlLangOf(language)}>{languageAutonyms[language]}</span>
          <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
            {stateOf(language)}
          </Box>
        </MenuItem>
      ))}
    </SelectField>
  );
}
