import { messagesAr } from '@visabridge/contract/message-translations/ar';
import { contractCatalog } from '../contract-texts';

export const messages = contractCatalog(messagesAr);
