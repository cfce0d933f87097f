import { messagesEs } from '@visabridge/contract/message-translations/es';
import { contractCatalog } from '../contract-texts';

export const messages = contractCatalog(messagesEs);
