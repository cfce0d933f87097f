import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@visabridge/contract';
import type { AgentApplicationView } from '@visabridge/contract';
import { FactItem, FactList } from '../../../components/layout/fact-list';
import { purposeNames } from '../../../components/visa/purpose-names';
import { formatDate } from '../../../lib/format';
import { useCountryName } from '../../../lib/api/use-countries';
import { authorityQuestionNames } from '../../../components/applications/authority-question-names';
import { genderNames } from '../../../components/travellers/gender-names';
import { maritalStatusNames } from '../../../components/applications/marital-status-names';

const date = (value: string | null | undefined) => (value ? formatDate(value, 'short') : undefined);

const yesNo = (i18n: I18n, answer: boolean | undefined) =>
  answer === undefined
    ? undefined
    : answer
      ? i18n._(
          msg({ message: 'Yes', context: 'answer', comment: "the applicant's answer to a yes/no question" }),
        )
      : i18n._(
          msg({ message: 'No', context: 'answer', comment: "the applicant's answer to a yes/no question" }),
        );

/**
 * The applicant's personal and travel details as they were submitted (for a company's case, the
 * employee's, with the company that filed it); missing ones show a dash.
 */
export function ApplicantFacts({ application }: { application: AgentApplicationView }) {
  const { t, i18n } = useLingui();
  const { personalInfo: person, travelInfo: travel, fees } = application;
  const countryName = useCountryName();
  const address = person.address
    ? [person.address.street, person.address.city, person.address.postalCode, person.address.country]
        .filter(Boolean)
        .join(', ')
    : undefined;
  const facts: [string, string | undefined][] = [
    [
      t({ message: 'Name', comment: "the applicant's full name" }),
      [person.firstName, person.lastName].filter(Boolean).join(' ') || application.clientName,
    ],
    ...(application.companyName
      ? [
          [
            t({ message: 'Filed by', comment: 'the company that filed the application' }),
            application.companyName,
          ] as [string, string],
        ]
      : []),
    [t`Date of birth`, date(person.dateOfBirth)],
    [t`Place of birth`, person.placeOfBirth],
    [t`Nationality`, person.nationality && countryName(person.nationality)],
    [t`Passport number`, person.passportNumber],
    [t`Passport expiry`, date(person.passportExpiryDate)],
    [t`Gender`, person.gender && t(genderNames[person.gender])],
    [t`Marital status`, person.maritalStatus && t(maritalStatusNames[person.maritalStatus])],
    [t`Occupation`, person.occupation],
    [t({ message: 'Address', comment: "the applicant's home address" }), address],
    [t({ message: 'Destination', comment: 'the country of the visa' }), application.destination],
    [t`Visa type`, application.visaTypeName],
    [
      t({ message: 'Purpose', comment: 'the purpose of the trip, from a fixed list' }),
      t(purposeNames[application.purpose]),
    ],
    [
      t({ message: 'Purpose of visit', comment: 'the purpose of the trip, in the applicant’s words' }),
      travel.purposeOfVisit,
    ],
    [t({ message: 'Arrival', comment: 'the planned date of arrival' }), date(travel.plannedArrivalDate)],
    [
      t({ message: 'Departure', comment: 'the planned date of departure' }),
      date(travel.plannedDepartureDate),
    ],
    [t`Intended stay`, travel.intendedStay],
    [t({ message: 'Accommodation', comment: 'where the applicant will stay' }), travel.accommodationAddress],
    ...application.authorityQuestions.map((question): [string, string | undefined] => [
      t(authorityQuestionNames[question]),
      yesNo(i18n, application.authorityAnswers[question]),
    ]),
    [
      t({ message: 'Submitted', comment: 'when the application was submitted' }),
      date(application.submittedAt),
    ],
    [t`Total fee`, formatMoney(fees.total, fees.currency)],
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
