import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import type { FaqTopicView } from '@visabridge/contract';
import { MarkdownDocument } from '../../../components/markdown/markdown-document';

type Props = {
  topic: FaqTopicView;
  /** Opens every answer, e.g. the matches of a search. */
  isExpanded: boolean;
  /** The question a link pointed at (/faq#id), opened on its own. */
  openId?: string;
};

/** One help topic: its questions as accordions, each answer as the administrator wrote it, links included. */
export function FaqSection({ topic, isExpanded, openId }: Props) {
  return (
    <Box component="section" aria-label={topic.title}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {topic.title}
      </Typography>
      {topic.entries.map((entry) => {
        const isOpen = isExpanded || entry.id === openId;
        return (
          // Keyed by whether it starts open, so a search opens its matches and clearing it folds them again.
          <Accordion
            key={`${entry.id}-${isOpen}`}
            id={entry.id}
            defaultExpanded={isOpen}
            disableGutters
            sx={{ scrollMarginTop: 80 }}
          >
            {/* The accordion's own heading (an h3) holds the question. */}
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails
              sx={{ color: 'text.secondary', '& p:first-of-type': { mt: 0 }, '& p:last-child': { mb: 0 } }}
            >
              <MarkdownDocument nodes={entry.answer} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
