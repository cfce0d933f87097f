import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Box, Button, Collapse, Link, useMediaQuery, useTheme } from '@mui/material';
import type { PaymentConfigView } from '@visabridge/contract';
import { useId, useState } from 'react';
import { formatNumber } from '../../lib/format';

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
  const { t } = useLingui();
  const testCardCount = testCards.length;
  const cardCount = formatNumber(testCardCount);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [isOpen, setIsOpen] = useState(!isPhone);
  const listId = useId();
  const isListShown = isOpen || !isPhone;
  return (
    <Alert severity="warning" icon={<ScienceOutlinedIcon />} role="note">
      <AlertTitle>
        <Trans>Test mode — no real card is charged</Trans>
      </AlertTitle>
      <Trans>
        Use one of these test cards (choose one to fill it in) with any future expiry date and any CVC.
      </Trans>
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
            {isListShown
              ? t`Hide the test cards`
              : t`${plural(testCardCount, { one: `Show the ${cardCount} test card`, other: `Show the ${cardCount} test cards` })}`}
          </Button>
        </Box>
      )}
      <Collapse in={isListShown}>
        <Box component="ul" id={listId} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {testCards.map(({ number: cardNumber, outcome }) => (
            <li key={cardNumber}>
              <Link
                component="button"
                type="button"
                color="inherit"
                underline="always"
                onClick={() => {
                  onUse(cardNumber);
                  setIsOpen(false); // on a phone, fold the list again to bring the form into view
                }}
                aria-label={t`Use test card ${cardNumber}`}
                sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', verticalAlign: 'baseline' }}
              >
                {cardNumber}
              </Link>{' '}
              — {outcome}
            </li>
          ))}
        </Box>
      </Collapse>
    </Alert>
  );
}
