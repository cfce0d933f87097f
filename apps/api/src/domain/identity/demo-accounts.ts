import type { Role } from '@visabridge/contract';

/** Shared by every demo account and shown on the login page in demo mode only. */
export const DEMO_PASSWORD = 'DemoPass2026!';

export const demoAccounts: {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  companyName?: string;
}[] = [
  { role: 'general', email: 'maya.chen@demo.visabridge.test', firstName: 'Maya', lastName: 'Chen' },
  {
    role: 'enterprise',
    email: 'jordan.price@demo.visabridge.test',
    firstName: 'Jordan',
    lastName: 'Price',
    companyName: 'Northwind Logistics',
  },
  {
    role: 'corporate',
    email: 'priya.patel@demo.visabridge.test',
    firstName: 'Priya',
    lastName: 'Patel',
    companyName: 'Acme Global Ltd',
  },
  { role: 'agent', email: 'samuel.okafor@demo.visabridge.test', firstName: 'Samuel', lastName: 'Okafor' },
  { role: 'admin', email: 'elena.rossi@demo.visabridge.test', firstName: 'Elena', lastName: 'Rossi' },
];
