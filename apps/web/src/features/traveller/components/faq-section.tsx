import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { FaqTopic } from './faq-topics';

/** One help topic: its questions as accordions, each answer with a link to where it happens. */
export function FaqSection({ topic, isExpanded }: { topic: FaqTopic; isExpanded: boolean }) {
  return (
    <Box component="section" aria-label={topic.title}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {topic.title}
      </Typography>
      {topic.entries.map((entry) => (
        // Keyed by the search state too, so a search opens its matches and clearing it folds them again.
        <Accordion key={`${entry.question}-${isExpanded}`} defaultExpanded={isExpanded} disableGutters>
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
      ))}
    </Box>
  );
}
