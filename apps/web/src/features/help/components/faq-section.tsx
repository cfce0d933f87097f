import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { FaqTopic } from '../faq-topics';

type Props = {
  topic: FaqTopic;
  /** Opens every answer, e.g. the matches of a search. */
  isExpanded: boolean;
  /** The question a link pointed at (/faq#id), opened on its own. */
  openId?: string;
};

/** One help topic: its questions as accordions, each answer with a link to where it happens. */
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
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {entry.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{entry.answer}</Typography>
              {entry.link && (
                <Button component={RouterLink} to={entry.link.to} size="small" sx={{ mt: 1, ml: -1 }}>
                  {entry.link.label}
                </Button>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
