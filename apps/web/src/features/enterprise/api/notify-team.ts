import type { notifyTeamInput, notifyTeamView } from '@visabridge/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /corporate/notify-team: an in-app notification and an email to the chosen employees with an account. */
export const useNotifyTeam = () =>
  useMutation({
    mutationFn: (input: z.input<typeof notifyTeamInput>) =>
      api.post<z.infer<typeof notifyTeamView>>('/corporate/notify-team', input),
  });
