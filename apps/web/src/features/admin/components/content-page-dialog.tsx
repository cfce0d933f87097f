import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Box, Tab, Tabs, Typography } from '@mui/material';
import {
  faqSlug,
  htmlLangOf,
  isRightToLeft,
  updateContentPageInput,
  type ContentPageSummary,
  type ContentPageView,
  type InterfaceLanguage,
} from '@visabridge/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { MarkdownText } from '../../../components/markdown/markdown-text';
import { QueryData } from '../../../components/query-data';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useFormRequest } from '../../../lib/use-form-request';
import { useContentPageEditions } from '../api/list-content-page-editions';
import { useUpdateContentPage } from '../api/update-content-page';
import { ContentLanguageField } from './content-language-field';

type Props = { page: ContentPageSummary; onClose: () => void };

/** How the FAQ's help writes a question's address (never translated: it is the question's link). */
const faqAddress = '{#how-to-pay}';

const fields = ['language', 'title', 'body'] as const;

/** What the form starts with in a language: its published text, or nothing when it is not written yet. */
const valuesIn = (editions: ContentPageView[], language: InterfaceLanguage) => {
  const edition = editions.find((candidate) => candidate.language === language);
  return { language, title: edition?.title ?? '', body: edition?.body ?? '' };
};

/** The language a text field is written in, so spelling, screen readers and direction follow it. */
const writtenIn = (language: InterfaceLanguage) => ({
  htmlInput: { lang: htmlLangOf(language), dir: isRightToLeft(language) ? 'rtl' : 'ltr' },
});

function VersionNote({ page, edition }: { page: ContentPageSummary; edition?: ContentPageView }) {
  if (!edition)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        <Trans>
          Not written in this language yet: its readers see the English text, with a notice saying so. Saving
          publishes its version 1 at once.
        </Trans>
      </Alert>
    );
  const { version } = edition;
  const nextVersion = version + 1;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {page.slug === 'terms' || page.slug === 'privacy' ? (
        <Trans>
          Version {version}. Saving publishes version {nextVersion} at once; signed-in users who accepted an
          earlier version are asked to accept it.
        </Trans>
      ) : (
        <Trans>
          Version {version}. Saving publishes version {nextVersion} at once.
        </Trans>
      )}
    </Typography>
  );
}

function ContentPageForm({ page, editions, onClose }: Props & { editions: ContentPageView[] }) {
  const { t } = useLingui();
  const update = useUpdateContentPage();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const tabsId = useId();
  const form = useForm({
    resolver: zodResolver(updateContentPageInput),
    defaultValues: valuesIn(editions, 'en'),
    reValidateMode: 'onSubmit',
  });
  const [watched, title, body] = useWatch({ control: form.control, name: ['language', 'title', 'body'] });
  // Optional in the schema's input (English when left out); the form always holds one.
  const language = watched ?? 'en';
  const request = useFormRequest(form.setError, fields);
  const edition = editions.find((candidate) => candidate.language === language);
  const nextVersion = (edition?.version ?? 0) + 1;
  const pageTitle = page.title;

  const onSubmit = form.handleSubmit(async (input) => {
    const savedTitle = input.title;
    const isSaved = await request(
      update.mutateAsync({ slug: page.slug, input }),
      t`${savedTitle} saved as version ${nextVersion}`,
    );
    if (isSaved) onClose();
  });

  return (
    <FormDialog
      isOpen
      title={t`Edit ${pageTitle}`}
      submitLabel={t({ message: 'Save', comment: 'button: publishes the edited page' })}
      isPending={update.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      <ContentLanguageField
        value={language}
        editions={editions}
        onChange={(next) => form.reset(valuesIn(editions, next))}
      />
      <VersionNote page={page} edition={edition} />
      <RhfTextField
        control={form.control}
        name="title"
        label={t({ message: 'Title', comment: "a page's title" })}
        fullWidth
        required
        slotProps={writtenIn(language)}
        sx={{ mb: 2 }}
      />
      <Tabs
        value={view}
        onChange={(_event, next: 'write' | 'preview') => setView(next)}
        aria-label={t({ message: 'Text view', comment: "tabs: the page's text as written, or its preview" })}
      >
        <Tab
          value="write"
          label={t({ message: 'Write', comment: 'tab: edit the Markdown text' })}
          id={`${tabsId}-write`}
          aria-controls={`${tabsId}-panel`}
        />
        <Tab
          value="preview"
          label={t({ message: 'Preview', comment: 'tab: the text as the public page shows it' })}
          id={`${tabsId}-preview`}
          aria-controls={`${tabsId}-panel`}
        />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}`} sx={{ pt: 2 }}>
        {/* Hidden rather than removed, so the text keeps its place and its error while previewing. */}
        <Box sx={{ display: view === 'write' ? 'block' : 'none' }}>
          <RhfTextField
            control={form.control}
            name="body"
            label={t`Text (Markdown)`}
            fullWidth
            required
            multiline
            minRows={14}
            maxRows={24}
            slotProps={writtenIn(language)}
            helperText={
              page.slug === faqSlug
                ? t({
                    message: `## for a topic, ### for each of its questions ending with its address, such as ${faqAddress} (lowercase letters, digits and hyphens: the same in every language, as the question's link is /faq#how-to-pay), then its answer. [words](/contact) for a link. HTML is not shown.`,
                    comment:
                      'Markdown help for the FAQ: keep ##, ###, the address and [](/contact) as they are; translate "words"',
                  })
                : t({
                    message:
                      '## for a section heading, - for a list, [words](/contact) for a link. HTML is not shown.',
                    comment: 'Markdown help: keep ##, - and [](/contact) as they are; translate "words"',
                  })
            }
          />
        </Box>
        {view === 'preview' && (
          <Box
            lang={htmlLangOf(language)}
            dir={isRightToLeft(language) ? 'rtl' : 'ltr'}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 3, py: 2 }}
          >
            <Typography component="p" variant="h4">
              {title}
            </Typography>
            <MarkdownText>{body}</MarkdownText>
          </Box>
        )}
      </Box>
    </FormDialog>
  );
}

/**
 * Edits a page's title and Markdown text in one language at a time (English, which every other language
 * falls back to, first), with a preview shown as the public page shows it. Languages: their own names.
 */
export function ContentPageDialog({ page, onClose }: Props) {
  const { t } = useLingui();
  const editions = useContentPageEditions(page.slug);
  return (
    <QueryData
      query={editions}
      loadingLabel={t`Loading page...`}
      failureMessage={t`The page could not be loaded.`}
    >
      {(data) => <ContentPageForm page={page} editions={data} onClose={onClose} />}
    </QueryData>
  );
}
