import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { PaymentConfigView } from '@visabridge/contract';

type Props = {
  testCards: PaymentConfigView['testCards'];
  /** Puts a test card's number into the form, so nobody has to type sixteen digits on a phone. */
  onUse: (number: string) => void;
};

/** Says plainly that nothing is charged, and which card numbers test mode answers to. */
export function TestModeBanner({ testCards, onUse }: Props) {
  return (
    <Alert severity="warning" icon={<ScienceOutlinedIcon />} role="note">
      <AlertTitle>Test mode — no real card is charged</AlertTitle>
      Use one of these test cards (choose one to fill it in) with any future expiry date and any CVC:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {testCards.map((card) => (
          <li key={card.number}>
            <Link
              component="button"
              type="button"
              color="inherit"
              underline="always"
              onClick={() => onUse(card.number)}
              aria-label={`Use test card ${card.number}`}
              sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', verticalAlign: 'baseline' }}
            >
              {card.number}
            </Link>{' '}
            — {card.outcome}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
