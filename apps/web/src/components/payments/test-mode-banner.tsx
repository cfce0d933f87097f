import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Box, Button, Collapse, Link, useMediaQuery, useTheme } from '@mui/material';
import type { PaymentConfigView } from '@visabridge/contract';
import { useId, useState } from 'react';

type Props = {
  testCards: PaymentConfigView['testCards'];
  /** Puts a test card's number into the form, so nobody has to type sixteen digits on a phone. */
  onUse: (number: string) => void;
};

/**
 * Says plainly that nothing is charged, and which card numbers test mode answers to. On a phone the
 * list starts folded, so the card form is in view when the dialog opens.
 */
export function TestModeBanner({ testCards, onUse }: Props) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(!isPhone);
  const listId = useId();
  const isListShown = isOpen || !isPhone;
  return (
    <Alert severity="warning" icon={<ScienceOutlinedIcon />} role="note">
      <AlertTitle>Test mode — no real card is charged</AlertTitle>
      Use one of these test cards (choose one to fill it in) with any future expiry date and any CVC.
      {isPhone && (
        <Box>
          <Button
            size="small"
            color="inherit"
            onClick={() => setIsOpen((open) => !open)}
            aria-expanded={isListShown}
            aria-controls={listId}
            endIcon={isListShown ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ ml: -0.5, mt: 0.5 }}
          >
            {isListShown ? 'Hide the test cards' : `Show the ${testCards.length} test cards`}
          </Button>
        </Box>
      )}
      <Collapse in={isListShown}>
        <Box component="ul" id={listId} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {testCards.map((card) => (
            <li key={card.number}>
              <Link
                component="button"
                type="button"
                color="inherit"
                underline="always"
                onClick={() => {
                  onUse(card.number);
                  setIsOpen(false); // on a phone, fold the list again to bring the form into view
                }}
                aria-label={`Use test card ${card.number}`}
                sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', verticalAlign: 'baseline' }}
              >
                {card.number}
              </Link>{' '}
              — {card.outcome}
            </li>
          ))}
        </Box>
      </Collapse>
    </Alert>
  );
}
