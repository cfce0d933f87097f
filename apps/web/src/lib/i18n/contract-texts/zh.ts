import { messagesZh } from '@visabridge/contract/message-translations/zh';
import { contractCatalog } from '../contract-texts';

export const messages = contractCatalog(messagesZh);
