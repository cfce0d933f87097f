import type { BulkStatusUpdateView, InterfaceLanguage } from '@visabridge/contract';
import { messageIn } from '../../lib/message-language';

/** A refusal's reason in `language`: one message, or the field messages it joins with "; ". */
const reasonIn = (language: InterfaceLanguage, reason: string) => {
  const whole = messageIn(language, reason);
  if (whole !== reason || language === 'en') return whole;
  return reason
    .split('; ')
    .map((part) => messageIn(language, part))
    .join('; ');
};

/** A bulk status change's outcome with each refusal's reason in `language`; ids and statuses as they are. */
export const bulkStatusUpdateIn = (
  language: InterfaceLanguage,
  result: BulkStatusUpdateView,
): BulkStatusUpdateView => ({
  ...result,
  refused: result.refused.map((refusal) => ({ ...refusal, message: reasonIn(language, refusal.message) })),
});
