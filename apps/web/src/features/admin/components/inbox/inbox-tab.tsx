import InboxIcon from '@mui/icons-material/Inbox';
import { Button, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { contactTopicLabels, listContactMessagesQuery } from '@visabridge/contract';
import type { ContactMessageSummary } from '@visabridge/contract';
import { useState } from 'react';
import { FilterSelect } from '../../../../components/lists/filter-select';
import { PagedListCard } from '../../../../components/lists/paged-list-card';
import {
  foldedBelow,
  ResponsiveTableHead,
  shownFrom,
} from '../../../../components/lists/responsive-table-head';
import { formatCount, formatDate } from '../../../../lib/format';
import { useListParams } from '../../../../lib/use-list-params';
import { useContactMessages } from '../../api/contact-messages';
import { ContactMessageDialog } from './contact-message-dialog';
import { HandledChip } from './handled-chip';
import { FilterBar } from '../filter-bar';
import { TableScroller } from '../../../../components/lists/table-scroller';

const filterSchemas = listContactMessagesQuery.pick({ status: true }).shape;
const statusOptions = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
];
const columns = [
  { label: 'Received', shownFrom: 'sm' as const },
  { label: 'From' },
  { label: 'Topic', shownFrom: 'md' as const },
  { label: 'Message', shownFrom: 'md' as const },
  { label: 'Status' },
  { label: 'Actions' },
];

/** One page of messages; narrower screens keep sender, status and Read, with when and topic under the sender. */
function MessagesTable({
  messages,
  onOpen,
}: {
  messages: ContactMessageSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <TableScroller label="Contact messages">
      <Table aria-label="Contact messages" size="small" sx={{ minWidth: { md: 900 } }}>
        <ResponsiveTableHead columns={columns} />
        <TableBody>
          {messages.map((message) => (
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
                  {contactTopicLabels[message.topic]}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={foldedBelow('sm')}>
                  {formatDate(message.createdAt, 'dateTime')}
                </Typography>
              </TableCell>
              <TableCell sx={shownFrom('md')}>{contactTopicLabels[message.topic]}</TableCell>
              <TableCell sx={{ ...shownFrom('md'), maxWidth: 360 }}>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  {message.excerpt}
                </Typography>
                {message.replyCount > 0 && (
                  <Typography variant="caption" color="text.secondary">
                    {formatCount(message.replyCount, 'reply', 'replies')}
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
                  aria-label={`Read message from ${message.name}`}
                >
                  Read
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** Inbox: contact-form messages, open ones first; open one to read, reply by email and mark it handled. */
export function InboxTab() {
  const list = useListParams(filterSchemas);
  const messages = useContactMessages(list.apiQuery);
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <>
      <PagedListCard
        query={messages}
        list={list}
        loadingLabel="Loading messages..."
        toolbar={
          <FilterBar>
            <FilterSelect
              label="Status"
              allLabel="All messages"
              options={statusOptions}
              {...list.filterProps('status')}
            />
          </FilterBar>
        }
        empty={{
          icon: InboxIcon,
          title: 'No messages',
          whenFiltered: 'No message has this status.',
          otherwise: 'Messages sent with the contact form show here.',
        }}
      >
        {(items) => <MessagesTable messages={items} onOpen={setOpenId} />}
      </PagedListCard>
      <ContactMessageDialog id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
