import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Link, Table, TableBody, TableCell, TableRow } from '@mui/material';
import {
  languageAutonyms,
  type ContentPageEditionSummary,
  type ContentPageSummary,
} from '@visabridge/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryCard } from '../../../components/query-card';
import {
  compactOnPhones,
  FoldedFacts,
  ResponsiveTableHead,
  shownFrom,
} from '../../../components/lists/responsive-table-head';
import type { TableColumn } from '../../../components/lists/responsive-table-head';
import { TableScroller } from '../../../components/lists/table-scroller';
import { formatDate } from '../../../lib/format';
import { useContentPages } from '../api/list-content-pages';
import { ContentPageDialog } from './content-page-dialog';

/** The columns, their labels rendered with `t(label)`. */
const columns: (Omit<TableColumn, 'label'> & { label: MessageDescriptor })[] = [
  { label: msg({ message: 'Page', comment: 'table header: a page of the site, e.g. the terms' }) },
  {
    label: msg({ message: 'Version', comment: "table header: a page's version number" }),
    shownFrom: 'sm',
    align: 'right',
  },
  {
    label: msg({ message: 'Languages', comment: 'table header: the languages a page is written in' }),
    shownFrom: 'md',
  },
  { label: msg`Last updated`, shownFrom: 'sm' },
  { label: msg`Updated by`, shownFrom: 'md' },
  {
    label: msg({ message: 'Actions', comment: 'table header: the buttons acting on a row' }),
    align: 'right',
  },
];

const updatedBy = (i18n: I18n, edition: ContentPageEditionSummary) =>
  edition.updatedByName ??
  i18n._(msg({ message: 'Shipped text', comment: 'a page never edited: its text came with the product' }));

/** The languages a page is written in, by their own names, as the interface's language lists them. */
const languagesOf = (i18n: I18n, page: ContentPageSummary) =>
  new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    page.editions.map((edition) => languageAutonyms[edition.language]),
  );

/**
 * Content: the company and legal pages of the footer, and the FAQ, each edited here, one language at a
 * time, and published as a new version of that language. The version, date and author shown are the English text's,
 * which every language not written yet shows. On a phone they fold under the page's name.
 */
export function ContentTab() {
  const { t, i18n } = useLingui();
  const pages = useContentPages();
  const [editing, setEditing] = useState<ContentPageSummary | null>(null);
  return (
    <>
      <QueryCard query={pages} loadingLabel={t`Loading pages...`}>
        {(items) => (
          <TableScroller label={t`Content pages`}>
            <Table aria-label={t`Content pages`} sx={compactOnPhones}>
              <ResponsiveTableHead
                columns={columns.map((column) => ({ ...column, label: t(column.label) }))}
              />
              <TableBody>
                {items.map((page) => {
                  const [english] = page.editions;
                  if (!english) return null;
                  const { version, updatedByName } = english;
                  const pageTitle = page.title;
                  const updatedOn = formatDate(english.updatedAt, 'dateTime');
                  return (
                    <TableRow key={page.slug}>
                      <TableCell>
                        <Link component={RouterLink} to={`/${page.slug}`}>
                          {page.title}
                        </Link>
                        <FoldedFacts below="sm">
                          <Trans comment="a page's version number, then when it was last updated">
                            Version {version} · {updatedOn}
                          </Trans>
                        </FoldedFacts>
                        <FoldedFacts below="md">
                          {updatedByName ? (
                            <Trans>Updated by {updatedByName}</Trans>
                          ) : (
                            updatedBy(i18n, english)
                          )}
                        </FoldedFacts>
                        <FoldedFacts below="md">{languagesOf(i18n, page)}</FoldedFacts>
                      </TableCell>
                      <TableCell align="right" sx={shownFrom('sm')}>
                        {version}
                      </TableCell>
                      <TableCell sx={shownFrom('md')}>{languagesOf(i18n, page)}</TableCell>
                      <TableCell sx={shownFrom('sm')}>{updatedOn}</TableCell>
                      <TableCell sx={shownFrom('md')}>{updatedBy(i18n, english)}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          startIcon={<EditIcon />}
                          onClick={() => setEditing(page)}
                          aria-label={t`Edit ${pageTitle}`}
                        >
                          <Trans comment="button: opens a page's editor">Edit</Trans>
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </QueryCard>
      {editing && <ContentPageDialog page={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
