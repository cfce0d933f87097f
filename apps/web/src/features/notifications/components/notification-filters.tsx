import { Trans, useLingui } from '@lingui/react/macro';
import { FormControlLabel, MenuItem, Stack, Switch } from '@mui/material';
import { notificationCategories } from '@visabridge/contract';
import type { NotificationCategory } from '@visabridge/contract';
import { notificationCategoryLooks } from '../../../components/notifications/notification-categories';
import { SelectField } from '../../../components/form/select-field';

type Props = {
  category: NotificationCategory | undefined;
  isUnreadOnly: boolean;
  onCategoryChange: (category: NotificationCategory | null) => void;
  onUnreadOnlyChange: (isUnreadOnly: boolean) => void;
};

const allCategories = 'all';

export function NotificationFilters({ category, isUnreadOnly, onCategoryChange, onUnreadOnlyChange }: Props) {
  const { t } = useLingui();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <SelectField
        label={t({ message: 'Category', comment: 'filter: the kind of notification' })}
        size="small"
        value={category ?? allCategories}
        onChange={(event) =>
          onCategoryChange(notificationCategories.find((item) => item === event.target.value) ?? null)
        }
        sx={{ width: { sm: 260 } }}
      >
        <MenuItem value={allCategories}>
          <Trans comment="filter: every kind of notification">All categories</Trans>
        </MenuItem>
        {notificationCategories.map((item) => (
          <MenuItem key={item} value={item}>
            {t(notificationCategoryLooks[item].label)}
          </MenuItem>
        ))}
      </SelectField>
      <FormControlLabel
        control={
          <Switch checked={isUnreadOnly} onChange={(event) => onUnreadOnlyChange(event.target.checked)} />
        }
        label={t`Unread only`}
      />
    </Stack>
  );
}
