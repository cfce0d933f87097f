import { Trans } from '@lingui/react/macro';
import { Stack } from '@mui/material';
import { htmlLangOf, isRightToLeft, type FaqTopicView, type FaqView } from '@visabridge/contract';
import { FallbackNote } from '../../../components/markdown/fallback-note';
import { FaqSection } from './faq-section';

type Props = {
  faq: FaqView;
  /** The topics shown: all of them, or a search's matches. */
  topics: FaqTopicView[];
  isExpanded: boolean;
  openId?: string;
};

/**
 * The topics in the language they are written in, marked so that screen readers read them right: English,
 * under a notice in the page's language, while the FAQ is not written in it.
 */
export function FaqTopics({ faq, topics, isExpanded, openId }: Props) {
  const { language, isFallback } = faq;
  return (
    <>
      {isFallback && (
        <FallbackNote>
          <Trans comment="shown in a language the FAQ is not written in: name that language rather than 'your language'">
            These questions are not yet available in your language; they are shown in English.
          </Trans>
        </FallbackNote>
      )}
      <Stack spacing={3} lang={htmlLangOf(language)} dir={isRightToLeft(language) ? 'rtl' : 'ltr'}>
        {topics.map((topic) => (
          <FaqSection key={topic.title} topic={topic} isExpanded={isExpanded} openId={openId} />
        ))}
      </Stack>
    </>
  );
}
