import { zodResolver } from '@hookform/resolvers/zod';
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

  const onSubmit = form.handleSubmit(async (input) => {
    const isSaved = await request(
      update.mutateAsync({ slug: page.slug, input }),
      `${input.title} saved as version ${page.version + 1}`,
    );
    if (isSaved) onClose();
  });

  return (
    <FormDialog
      isOpen
      title={`Edit ${page.title}`}
      submitLabel="Save"
      isPending={update.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onInput={clearErrorOnEdit(form.clearErrors)}
      onClose={onClose}
      maxWidth="md"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Version {page.version}. Saving publishes version {page.version + 1} at once
        {page.slug === 'terms' || page.slug === 'privacy'
          ? '; signed-in users who accepted an earlier version are asked to accept it.'
          : '.'}
      </Typography>
      <RhfTextField control={form.control} name="title" label="Title" fullWidth required sx={{ mb: 2 }} />
      <Tabs
        value={view}
        onChange={(_event, next: 'write' | 'preview') => setView(next)}
        aria-label="Text view"
      >
        <Tab value="write" label="Write" id={`${tabsId}-write`} aria-controls={`${tabsId}-panel`} />
        <Tab value="preview" label="Preview" id={`${tabsId}-preview`} aria-controls={`${tabsId}-panel`} />
      </Tabs>
      <Box role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${view}`} sx={{ pt: 2 }}>
        {/* Hidden rather than removed, so the text keeps its place and its error while previewing. */}
        <Box sx={{ display: view === 'write' ? 'block' : 'none' }}>
          <RhfTextField
            control={form.control}
            name="body"
            label="Text (Markdown)"
            fullWidth
            required
            multiline
            minRows={14}
            maxRows={24}
            helperText="## for a section heading, - for a list, [words](/contact) for a link. HTML is not shown."
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
  const published = useContentPage(page.slug);
  return (
    <QueryData
      query={published}
      loadingLabel="Loading page..."
      failureMessage="The page could not be loaded."
    >
      {(data) => <ContentPageForm page={data} onClose={onClose} />}
    </QueryData>
  );
}
