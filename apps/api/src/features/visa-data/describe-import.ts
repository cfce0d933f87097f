import type { RequirementChange } from './dataset-summary';
import type { ImportOutcome } from './import-dataset';
import type { LineError } from './parse-dataset';
import { nounFor } from '@visabridge/contract';

const NOT_LISTED = '(not listed)';
const count = (value: number) => value.toLocaleString('en-US');

/** "AF -> AL: e-visa -> visa required" */
export const describeChange = ({ passport, destination, previous, current }: RequirementChange) =>
  `${passport} -> ${destination}: ${previous ?? NOT_LISTED} -> ${current ?? NOT_LISTED}`;

/** "line 12: unknown destination code 'QQ'" */
export const describeLineError = ({ line, message }: LineError) => `line ${line}: ${message}`;

/** What an import did, in a few lines a person reads: in the terminal, or joined in the server log. */
export const describeImport = (outcome: ImportOutcome) => {
  const { edition } = outcome;
  if (outcome.status === 'unchanged') {
    return [
      `Nothing to import: the data is the same as the current edition of ${edition.editionDate}` +
        ` (imported ${edition.importedAt.toISOString()}).`,
    ];
  }
  const { previousEdition } = outcome;
  return [
    `Imported the edition of ${edition.editionDate} from ${edition.source}:`,
    `${count(edition.corridors)} ${nounFor(edition.corridors, 'corridor')}, ` +
      `${count(edition.passports)} ${nounFor(edition.passports, 'passport')}, ` +
      `${count(edition.destinations)} ${nounFor(edition.destinations, 'destination')}.`,
    previousEdition
      ? `${count(edition.changes)} ${nounFor(edition.changes, 'corridor')} changed since the edition of ` +
        `${previousEdition.editionDate}.`
      : 'This is the first edition: changes are recorded from the next import on.',
  ];
};
