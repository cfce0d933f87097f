import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import InboxIcon from '@mui/icons-material/Inbox';
import { Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { listContactMessagesQuery } from '@visabridge/contract';
import type { ContactMessageSummary } from '@visabridge/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import {
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { formatDate, formatNumber } from '../../../../lib/format';
import { contactTopicNames } from '../../../../components/names/contact-topic-names';
import { useListParams } from '../../../../lib/use-list-params';
import { useContactMessages } from '../../api/contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { HandledChip } from './handled-chip';
import { handledNames } from './handled-names';
import { FilterBar } from '../filter-bar';
import { TableScroller } from '../../../../components/lists/table-scroller';

const filterSchemas = listContactMessagesQuery.pick({ status: true }).shape;
const statusOptions = [
  { value: 'open', label: handledNames.open },
  { value: 'handled', label: handledNames.handled },
];
const columns = [
  {
    label: msg({ message: 'Received', comment: 'table column: when a contact message was received' }),
    shownFrom: 'sm' as const,
  },
  { label: msg({ message: 'From', comment: 'table column: who sent a contact message' }) },
  { label: msg`Topic`, shownFrom: 'md' as const },
  { label: msg`Message`, shownFrom: 'md' as const },
  { label: msg`Status` },
  { label: msg`Actions` },
];

/** One page of messages; narrower screens keep sender, status and Read, with when and topic under the sender. */
function MessagesTable({
  messages,
  onOpen,
}: {
  messages: ContactMessageSummary[];
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`Contact messages`}>
      <Table aria-label={t`Contact messages`} size="small" sx={{ minWidth: { md: 900 } }}>
        <ResponsiveTableHead columns={columns.map((column) => ({ ...column, label: t(column.label) }))} />
        <TableBody>
          {messages.map((message) => {
            const { name: senderName, replyCount } = message;
            const replies = formatNumber(replyCount);
            return (
              <TableRow key={message.id} hover>
                <TableCell sx={{ ...shownFrom('sm'), whiteSpace: 'nowrap' }}>
                  {formatDate(message.createdAt, 'dateTime')}
                </TableCell>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {message.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {message.email}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('md')}>
                    {t(contactTopicNames[message.topic])}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                    {formatDate(message.createdAt, 'dateTime')}
                  </Typography>
                </TableCell>
                <TableCell sx={shownFrom('md')}>{t(contactTopicNames[message.topic])}</TableCell>
                <TableCell sx={{ ...shownFrom('md'), maxWidth: 360 }}>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {message.excerpt}
                  </Typography>
                  {message.replyCount > 0 && (
                    <Typography variant="caption" color="text.secondary">
                      {t`${plural(replyCount, { one: `${replies} reply`, other: `${replies} replies` })}`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <HandledChip handledAt={message.handledAt} />
                </TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => onOpen(message.id)}
                    aria-label={t`Read message from ${senderName}`}
                  >
                    <Trans comment="button: opens a contact message to read it">Read</Trans>
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** Inbox: contact-form messages, open ones first; open one to read, reply by email and mark it handled. */
export function InboxTab() {
  const { t } = useLingui();
  const list = useListParams(filterSchemas);
  const messages = useContactMessages(list.apiQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PagedListCard
        query={messages}
        list={list}
        loadingLabel={t`Loading messages...`}
        toolbar={
          <FilterBar>
            <FilterSelect
              label={t`Status`}
              allLabel={t`All messages`}
              options={statusOptions.map((option) => ({ ...option, label: t(option.label) }))}
              {...list.filterProps('status')}
            />
          </FilterBar>
        }
        empty={{
          icon: InboxIcon,
          title: t`No messages`,
          whenFiltered: t`No message has this status.`,
          otherwise: t`Messages sent with the contact form show here.`,
        }}
      >
        {(items) => <MessagesTable messages={items} onOpen={setOpenId} />}
      </PagedListCard>
      <ContactMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
