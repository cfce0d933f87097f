import { messagesDe } from '@visabridge/contract/message-translations/de';
import { contractCatalog } from '../contract-texts';

export const messages = contractCatalog(messagesDe);
