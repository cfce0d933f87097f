import { createContext } from 'react';

/** The Additional Details sent with the check on show, for Start Application to carry into the application. */
export const CheckDetailsContext = createContext('');
