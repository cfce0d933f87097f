import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, ListItem, ListItemText } from '@mui/material';
import type { SecondFactorKind, SecondFactorView } from '@visabridge/contract/second-factor';
import { formatDate } from '../../../lib/format';

export const factorKindNames: Record<SecondFactorKind, MessageDescriptor> = {
  totp: msg({
    message: 'Authenticator app',
    comment: 'a kind of second factor for signing in: an app making codes',
  }),
  passkey: msg({ message: 'Passkey', comment: 'a kind of second factor for signing in (WebAuthn)' }),
};

/** Whether the factor has the label the API gives one the user did not name: its kind's English name. */
const hasKindLabel = ({ kind, label }: SecondFactorView) =>
  kind === 'totp' ? label === 'Authenticator app' : label === 'Passkey';

/** The factor's label as the user reads it: the name they gave it, else its kind's name. */
export const factorLabelOf = (factor: SecondFactorView, i18n: I18n) =>
  hasKindLabel(factor) ? i18n._(factorKindNames[factor.kind]) : factor.label;

/** "Passkey: Work laptop"; an app's label is its kind, said once. */
const nameOfFactor = (factor: SecondFactorView, i18n: I18n) => {
  if (hasKindLabel(factor)) return i18n._(factorKindNames[factor.kind]);
  const { kind: factorKind, label: factorLabel } = factor;
  return i18n._(
    msg({
      message: select(factorKind, {
        totp: `Authenticator app: ${factorLabel}`,
        other: `Passkey: ${factorLabel}`,
      }),
      comment: 'a second factor for signing in, by its kind and the name the user gave it',
    }),
  );
};

type Props = {
  factors: SecondFactorView[];
  /** Null when the session may not change them (a demo session). */
  onRemove: ((factor: SecondFactorView) => void) | null;
};

/** The user's second factors, each with when it was added and last used. */
export function SecondFactorList({ factors, onRemove }: Props) {
  const { t, i18n } = useLingui();
  const usedText = (factor: SecondFactorView) => {
    const added = formatDate(factor.createdAt, 'short');
    if (!factor.lastUsedAt) return t`Added ${added} · not used yet`;
    const lastUsed = formatDate(factor.lastUsedAt, 'dateTime');
    return t`Added ${added} · last used ${lastUsed}`;
  };
  return (
    <List aria-label={t`Your second factors`} disablePadding>
      {factors.map((factor) => {
        const factorName = nameOfFactor(factor, i18n);
        return (
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
                  aria-label={t({
                    message: `Remove ${factorName}`,
                    comment: 'button: remove a second factor',
                  })}
                >
                  <Trans comment="button: remove a second factor">Remove</Trans>
                </Button>
              )
            }
          >
            <ListItemText primary={factorName} secondary={usedText(factor)} />
          </ListItem>
        );
      })}
    </List>
  );
}
