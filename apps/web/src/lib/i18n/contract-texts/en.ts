import type { Messages } from '@lingui/core';

/** In English the contract's messages are as the contract writes them. */
export const messages: Messages = {};
