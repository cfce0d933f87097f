import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import { updateContentPageInput } from '@visabridge/contract';
import type { ContentPageSummary, ContentPageView } from '@visabridge/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog';
import { RhfTextField } from '../../../components/form/rhf-text-field';
import { MarkdownText } from '../../../components/markdown/markdown-text';
import { QueryData } from '../../../components/query-data';
import { clearErrorOnEdit } from '../../../lib/form-errors';
import { useContentPage } from '../../../lib/api/use-content-page';
import { useFormRequest } from '../../../lib/use-form-request';
import { useUpdateContentPage } from '../api/update-content-page';

type Props = { page: ContentPageSummary; onClose: () => void };

const fields = ['title', 'body'] as const;

function ContentPageForm({ page, onClose }: { page: ContentPageView; onClose: () => void }) {
  const { t } = useLingui();
  const update = useUpdateContentPage();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const tabsId = useId();
  const form = useForm({
    resolver: zodResolver(updateContentPageInput),
    defaultValues: { title: page.title, body: page.body },
    reValidateMode: 'onSubmit',
  });
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] });
  const request = useFormRequest(form.setError, fields);
  const { version, title: pageTitle } = page;
  const nextVersion = version + 1;

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
      <RhfTextField
        control={form.control}
        name="title"
        label={t({ message: 'Title', comment: "a page's title" })}
        fullWidth
        required
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
            helperText={t({
              message:
                '## for a section heading, - for a list, [words](/contact) for a link. HTML is not shown.',
              comment: 'Markdown help: keep ##, - and [](/contact) as they are; translate "words"',
            })}
          />
        </Box>
        {view === 'preview' && (
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 3, py: 2 }}>
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

/** Edits a page's title and Markdown text, with a preview shown as the public page shows it. */
export function ContentPageDialog({ page, onClose }: Props) {
  const { t } = useLingui();
  const published = useContentPage(page.slug);
  return (
    <QueryData
      query={published}
      loadingLabel={t`Loading page...`}
      failureMessage={t`The page could not be loaded.`}
    >
      {(data) => <ContentPageForm page={data} onClose={onClose} />}
    </QueryData>
  );
}
