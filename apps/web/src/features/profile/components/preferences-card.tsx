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
  { value: 'light', label: 'Light', icon: LightModeIcon },
  { value: 'dark', label: 'Dark', icon: DarkModeIcon },
  { value: 'system', label: 'System', icon: SettingsBrightnessIcon },
] as const;

type ThemeChoice = (typeof themeChoices)[number]['value'];

const saved = 'Preferences saved';

/** Theme and language, stored on the account: both apply at once, here and at every sign-in. */
export function PreferencesCard({ user }: { user: UserView }) {
  const toast = useToast();
  const chooseTheme = useChooseTheme();
  const update = useUpdateProfile();
  const themeLabelId = useId();

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

  return (
    <SectionCard id="preferences" title="Preferences" icon={TuneIcon}>
      <Stack spacing={3}>
        <Box>
          <Typography id={themeLabelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
            Theme
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
                {label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            System follows your device&apos;s light or dark setting.
          </Typography>
        </Box>
        <SelectField
          label="Language and region"
          value={user.language}
          onChange={(event) => onLanguage(event.target.value)}
          disabled={update.isPending}
          helperText={`Sets how dates, numbers and amounts are written, e.g. ${formatDate(
            new Date().toISOString(),
          )}, ${formatNumber(1234.5)} and ${formatMoney(123450, 'EUR')}. The interface stays in English.`}
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
