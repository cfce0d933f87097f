import {
  dayOf,
  type AnalysisFinding,
  type DocumentAnalysisView,
  type EntryConditionsView,
  type InterfaceLanguage,
} from '@visabridge/contract';
import type { OcrPool } from './ocr-pool';
import {
  countryOfZoneCode,
  findingWriterOf,
  passportFindings,
  zoneNotFound,
  type ApplicantDetails,
} from './passport-findings';
import { photoFindings, type PhotoFacts } from './photo-findings';
import { prepareInWorker, type WorkerLimits } from './prepare-in-worker';
import { readPassportZone } from './read-passport-zone';
import { readZone, type ZoneRead } from './read-mrz-text';

/** Which documents are checked, judged by the checklist label they answer ("Recent passport photo…"). */
export const analysisKindOf = (documentType: string): 'passport' | 'photo' | null => {
  const label = documentType.toLowerCase();
  if (label.includes('photo')) return 'photo';
  if (label.includes('passport')) return 'passport';
  return null;
};

/** What a worker read from a document, stored as is; the findings are worked out from it when shown. */
export type AnalysisRead = { kind: 'passport'; zone: ZoneRead | null } | { kind: 'photo'; photo: PhotoFacts };

export const readDocument = async (
  kind: 'passport' | 'photo',
  file: { bytes: Buffer; mimeType: string },
  ocr: OcrPool,
  limits?: WorkerLimits,
): Promise<AnalysisRead> => {
  if (kind === 'passport') {
    const lines = await readPassportZone(file.bytes, file.mimeType, ocr, limits);
    return { kind, zone: lines ? readZone(lines) : null };
  }
  const prepared = await prepareInWorker({ kind, ...file }, limits);
  if (prepared.kind !== 'photo') throw new Error('the worker prepared a passport for a photo');
  const { width, height } = prepared;
  return { kind, photo: { mimeType: file.mimeType, bytes: file.bytes.length, width, height } };
};

/** Where a document's destination rules come from: the requirements index's entry conditions and names. */
export type DestinationRules = {
  entryConditions: (destination: string) => EntryConditionsView | null;
  country: (code: string) => { name: string } | null;
};

/** The application's own statements a document is checked against, and its destination's own rules. */
export const applicantDetailsOf = (
  application: {
    toCountry: string;
    personalInfo: Record<string, unknown>;
    travelInfo: Record<string, unknown>;
  },
  rules: DestinationRules,
): ApplicantDetails => ({
  ...(application.personalInfo as ApplicantDetails),
  plannedArrivalDate: application.travelInfo.plannedArrivalDate as string | undefined,
  plannedDepartureDate: application.travelInfo.plannedDepartureDate as string | undefined,
  entryConditions: rules.entryConditions(application.toCountry),
  destination: rules.country(application.toCountry)?.name ?? application.toCountry,
  destinationCode: application.toCountry,
});

/** What the checks found in a document read, worked out now against the application, in `language`. */
export const findingsOf = (
  read: AnalysisRead,
  details: ApplicantDetails,
  language: InterfaceLanguage,
): AnalysisFinding[] => {
  const { texts, destination } = findingWriterOf(details, language);
  if (read.kind === 'photo')
    return photoFindings({
      photo: read.photo,
      spec: details.entryConditions?.photo ?? null,
      destination,
      texts,
    });
  return read.zone ? passportFindings(read.zone, details, dayOf(), language) : [zoneNotFound(texts)];
};

type StoredAnalysis = {
  analysisStatus: string | null;
  analysisRead: unknown;
  analysisError: string | null;
};

/** The analysis as the contract shows it, its findings in `language`; null for a document that is not checked. */
export const analysisViewOf = (
  document: StoredAnalysis,
  details: ApplicantDetails,
  language: InterfaceLanguage,
): Omit<DocumentAnalysisView, 'override'> | null => {
  const status = document.analysisStatus as DocumentAnalysisView['status'] | null;
  if (!status) return null;
  if (status === 'failed')
    return {
      status,
      mrz: null,
      findings: [
        {
          code: 'unreadable_file',
          severity: 'error',
          message: findingWriterOf(details, language).texts.unreadableFile(
            document.analysisError ?? 'unknown error',
          ),
        },
      ],
    };
  if (status === 'pending' || !document.analysisRead) return { status: 'pending', mrz: null, findings: [] };
  const read = document.analysisRead as AnalysisRead;
  const zone = read.kind === 'passport' ? read.zone : null;
  return {
    status,
    mrz: zone && {
      documentNumber: zone.documentNumber,
      surname: zone.surname,
      givenNames: zone.givenNames,
      nationality: zone.nationality,
      nationalityCountry: countryOfZoneCode(zone.nationality),
      birthDate: zone.birthDate,
      sex: zone.sex,
      expiryDate: zone.expiryDate,
      checkDigitsValid: zone.checkDigitsValid,
    },
    findings: findingsOf(read, details, language),
  };
};
