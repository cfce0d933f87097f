import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  CorporateStatsView,
  CorporateVisaType,
  EmployeeAccountState,
  EmployeeView,
  InvoiceStatus,
  TravelProfileField,
} from '@visabridge/contract';

/** Each visa type a company files for, as its menu names it (the contract's `nameOfVisaType`). */
export const corporateVisaTypeNames: Record<CorporateVisaType, MessageDescriptor> = {
  business: msg({ message: 'Business visa', comment: 'visa type a company files for' }),
  conference: msg({ message: 'Conference visa', comment: 'visa type a company files for' }),
  training: msg({ message: 'Training visa', comment: 'visa type a company files for' }),
  meeting: msg({
    message: 'Client Meeting visa',
    comment: 'visa type a company files for: a meeting with a client',
  }),
};

/** Each travel profile field as a sentence names it, in lower case: 'passport number' (`travelProfileLabel`). */
export const travelProfileFieldNames: Record<TravelProfileField, MessageDescriptor> = {
  nationality: msg({
    message: 'nationality',
    comment: "a field of a traveller's profile, named mid-sentence",
  }),
  passportNumber: msg({
    message: 'passport number',
    comment: "a field of a traveller's profile, named mid-sentence",
  }),
  passportExpiry: msg({
    message: 'passport expiry date',
    comment: "a field of a traveller's profile, named mid-sentence",
  }),
  dateOfBirth: msg({
    message: 'date of birth',
    comment: "a field of a traveller's profile, named mid-sentence",
  }),
};

/** Where the company's invitation to an employee stands (the contract's `employeeAccountStateLabels`). */
export const employeeAccountStateNames: Record<EmployeeAccountState, MessageDescriptor> = {
  none: msg({ message: 'Not invited', comment: 'an employee not invited to VisaBridge yet' }),
  invited: msg({
    message: 'Invited',
    comment: 'an employee invited to VisaBridge, who has not accepted yet',
  }),
  linked: msg({ message: 'Accepted', comment: 'an employee who accepted the invitation to VisaBridge' }),
};

/** An employee's visa status, as the API words it ('Valid' once an application is approved). */
export const employeeVisaStatusNames: Record<EmployeeView['visaStatus'], MessageDescriptor> = {
  Valid: msg({ message: 'Valid', comment: "an employee's visa status: an application was approved" }),
  'In Progress': msg({
    message: 'In Progress',
    comment: "an employee's visa status: an application is reviewed",
  }),
  Rejected: msg({
    message: 'Rejected',
    context: "employee's visa status",
    comment: "an employee's visa status",
  }),
  Pending: msg({
    message: 'Pending',
    context: "employee's visa status",
    comment: "an employee's visa status",
  }),
};

/** Each invoice status by the name its chip and filter give it (the contract's `invoiceStatusLabels`). */
export const invoiceStatusNames: Record<InvoiceStatus, MessageDescriptor> = {
  pending: msg({
    message: 'Pending',
    context: 'invoice status',
    comment: 'invoice status: not paid, not due yet',
  }),
  overdue: msg({ message: 'Overdue', comment: 'invoice status: past its due date, not paid' }),
  paid: msg({ message: 'Paid', context: 'invoice status', comment: 'invoice status' }),
};

/** How the company's spend compares with its budget, as the API rates it. */
export const budgetEfficiencyNames: Record<CorporateStatsView['budgetEfficiency'], MessageDescriptor> = {
  Excellent: msg({ message: 'Excellent', comment: 'budget efficiency: spend well within the budget' }),
  Good: msg({ message: 'Good', comment: 'budget efficiency: spend within the budget' }),
  'Over Budget': msg({ message: 'Over Budget', comment: 'budget efficiency: spend above the budget' }),
};
