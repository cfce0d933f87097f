import { messagesFr } from '@visabridge/contract/message-translations/fr';
import { contractCatalog } from '../contract-texts';

export const messages = contractCatalog(messagesFr);
