import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthorityQuestion } from '@visabridge/contract';

/** Each question of a visa authority by its wording (the contract's `authorityQuestionLabels`). */
export const authorityQuestionNames: Record<AuthorityQuestion, MessageDescriptor> = {
  criminalConviction: msg`Have you ever been convicted of a criminal offence in any country?`,
  travelRefusal: msg`Have you ever been refused a visa, or refused entry at a border, by any country?`,
};
