import { authorityQuestionLabels, formatMoney, purposeLabels } from '@visabridge/contract';
import type { AgentApplicationView } from '@visabridge/contract';
import { FactItem, FactList } from '../../../components/layout/fact-list';
import { formatDate } from '../../../lib/format';
import { useCountryName } from '../../../lib/api/use-countries';

const date = (value: string | null | undefined) => (value ? formatDate(value, 'short') : undefined);

const yesNo = (answer: boolean | undefined) => (answer === undefined ? undefined : answer ? 'Yes' : 'No');

const capitalised = (value: string | undefined) =>
  value ? `${value.charAt(0).toUpperCase()}${value.slice(1)}` : undefined;

/**
 * The applicant's personal and travel details as they were submitted (for a company's case, the
 * employee's, with the company that filed it); missing ones show a dash.
 */
export function ApplicantFacts({ application }: { application: AgentApplicationView }) {
  const { personalInfo: person, travelInfo: travel, fees } = application;
  const countryName = useCountryName();
  const address = person.address
    ? [person.address.street, person.address.city, person.address.postalCode, person.address.country]
        .filter(Boolean)
        .join(', ')
    : undefined;
  const facts: [string, string | undefined][] = [
    ['Name', [person.firstName, person.lastName].filter(Boolean).join(' ') || application.clientName],
    ...(application.companyName ? [['Filed by', application.companyName] as [string, string]] : []),
    ['Date of birth', date(person.dateOfBirth)],
    ['Place of birth', person.placeOfBirth],
    ['Nationality', person.nationality && countryName(person.nationality)],
    ['Passport number', person.passportNumber],
    ['Passport expiry', date(person.passportExpiryDate)],
    ['Gender', capitalised(person.gender)],
    ['Marital status', capitalised(person.maritalStatus)],
    ['Occupation', person.occupation],
    ['Address', address],
    ['Destination', application.destination],
    ['Visa type', application.visaTypeName],
    ['Purpose', purposeLabels[application.purpose]],
    ['Purpose of visit', travel.purposeOfVisit],
    ['Arrival', date(travel.plannedArrivalDate)],
    ['Departure', date(travel.plannedDepartureDate)],
    ['Intended stay', travel.intendedStay],
    ['Accommodation', travel.accommodationAddress],
    ...application.authorityQuestions.map((question): [string, string | undefined] => [
      authorityQuestionLabels[question],
      yesNo(application.authorityAnswers[question]),
    ]),
    ['Submitted', date(application.submittedAt)],
    ['Total fee', formatMoney(fees.total, fees.currency)],
  ];
  return (
    <FactList columns={3} gap={1.5}>
      {facts.map(([label, value]) => (
        <FactItem key={label} label={label}>
          {value ?? '—'}
        </FactItem>
      ))}
    </FactList>
  );
}
