import { Button, List, ListItem, ListItemText } from '@mui/material';
import type { SecondFactorKind, SecondFactorView } from '@visabridge/contract/second-factor';
import { formatDate } from '../../../lib/format';

export const factorKindLabels: Record<SecondFactorKind, string> = {
  totp: 'Authenticator app',
  passkey: 'Passkey',
};

/** "Passkey: Work laptop"; an app's label is its kind, said once. */
const factorName = ({ kind, label }: SecondFactorView) =>
  label === factorKindLabels[kind] ? label : `${factorKindLabels[kind]}: ${label}`;

type Props = {
  factors: SecondFactorView[];
  /** Null when the session may not change them (a demo session). */
  onRemove: ((factor: SecondFactorView) => void) | null;
};

/** The user's second factors, each with when it was added and last used. */
export function SecondFactorList({ factors, onRemove }: Props) {
  return (
    <List aria-label="Your second factors" disablePadding>
      {factors.map((factor) => (
        <ListItem
          key={factor.id}
          divider
          disableGutters
          secondaryAction={
            onRemove && (
              <Button
                size="small"
                color="error"
                onClick={() => onRemove(factor)}
                aria-label={`Remove ${factorName(factor)}`}
              >
                Remove
              </Button>
            )
          }
        >
          <ListItemText
            primary={factorName(factor)}
            secondary={`Added ${formatDate(factor.createdAt, 'short')} · ${
              factor.lastUsedAt ? `last used ${formatDate(factor.lastUsedAt, 'dateTime')}` : 'not used yet'
            }`}
          />
        </ListItem>
      ))}
    </List>
  );
}
