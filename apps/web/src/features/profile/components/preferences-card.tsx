import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, MenuItem, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatMoney, languageSchema, languages } from '@visabridge/contract';
import type { UserView } from '@visabridge/contract';
import { useId } from 'react';
import { SectionCard } from '../../../components/layout/section-card';
import { errorMessage, isSessionEnd } from '../../../lib/api-client';
import { useChooseTheme } from '../../../lib/auth/use-choose-theme';
import { formatDate, formatNumber } from '../../../lib/format';
import { useToast } from '../../../lib/use-toast';
import { useUpdateProfile } from '../api/update-profile';
import { SelectField } from '../../../components/form/select-field';

const themeChoices = [
  { value: 'light', label: msg({ message: 'Light', comment: 'colour theme' }), icon: LightModeIcon },
  { value: 'dark', label: msg({ message: 'Dark', comment: 'colour theme' }), icon: DarkModeIcon },
  {
    value: 'system',
    label: msg({ message: 'System', comment: "colour theme: follow the device's light or dark setting" }),
    icon: SettingsBrightnessIcon,
  },
] as const;

type ThemeChoice = (typeof themeChoices)[number]['value'];

/** Theme and language, stored on the account: both apply at once, here and at every sign-in. */
export function PreferencesCard({ user }: { user: UserView }) {
  const { t } = useLingui();
  const toast = useToast();
  const chooseTheme = useChooseTheme();
  const update = useUpdateProfile();
  const themeLabelId = useId();
  const saved = t`Preferences saved`;

  const onTheme = async (choice: ThemeChoice | null) => {
    if (!choice) return;
    if (await chooseTheme(choice === 'system' ? null : choice)) toast.success(saved);
  };

  const onLanguage = (value: string) => {
    const language = languageSchema.safeParse(value);
    if (!language.success) return;
    update.mutate(
      { language: language.data },
      {
        onSuccess: () => toast.success(saved),
        onError: (error) => !isSessionEnd(error) && toast.error(errorMessage(error)),
      },
    );
  };

  const sampleDate = formatDate(new Date().toISOString());
  const sampleNumber = formatNumber(1234.5);
  const sampleAmount = formatMoney(123450, 'EUR');

  return (
    <SectionCard id="preferences" title={t`Preferences`} icon={TuneIcon}>
      <Stack spacing={3}>
        <Box>
          <Typography id={themeLabelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            <Trans comment="colour theme of the app: light, dark or system">Theme</Trans>
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={user.themePreference ?? 'system'}
            onChange={(_event, choice: ThemeChoice | null) => void onTheme(choice)}
            aria-labelledby={themeLabelId}
          >
            {themeChoices.map(({ value, label, icon: Icon }) => (
              <ToggleButton key={value} value={value} sx={{ gap: 0.75 }}>
                <Icon fontSize="small" aria-hidden="true" />
                {t(label)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            <Trans>System follows your device&apos;s light or dark setting.</Trans>
          </Typography>
        </Box>
        <SelectField
          label={t`Language and region`}
          value={user.language}
          onChange={(event) => onLanguage(event.target.value)}
          disabled={update.isPending}
          helperText={t({
            message: `Sets how dates, numbers and amounts are written, e.g. ${sampleDate}, ${sampleNumber} and ${sampleAmount}.`,
            comment:
              'the region setting only formats dates, numbers and amounts; the language the app speaks is chosen in the language menu',
          })}
        >
          {languages.map(({ code, label }) => (
            <MenuItem key={code} value={code} lang={code}>
              {label}
            </MenuItem>
          ))}
        </SelectField>
      </Stack>
    </SectionCard>
  );
}
