import { z } from 'zod';
import { requiredText } from './primitives';

/** What the automatic check of an uploaded document found, and how serious it is. */
export const analysisFindingCodes = [
  'mrz_not_found',
  'mrz_check_digit',
  'passport_expired',
  'passport_validity_too_short',
  'passport_too_old',
  'passport_number_mismatch',
  'name_mismatch',
  'nationality_mismatch',
  'birth_date_mismatch',
  'sex_mismatch',
  'expiry_date_mismatch',
  'photo_format',
  'photo_proportions',
  'photo_resolution',
  'photo_file_size',
  'photo_spec_unknown',
  'unreadable_file',
] as const;
export type AnalysisFindingCode = (typeof analysisFindingCodes)[number];

export const findingSeverities = ['error', 'warning', 'info'] as const;

export const analysisFinding = z.object({
  code: z.enum(analysisFindingCodes),
  severity: z.enum(findingSeverities),
  message: z.string(),
  /** The application field the finding is about (`personalInfo.passportNumber`), when there is one. */
  field: z.string().optional(),
});
export type AnalysisFinding = z.infer<typeof analysisFinding>;

/** The machine-readable zone of a passport's data page as read; dates are ISO calendar dates. */
export const mrzView = z.object({
  documentNumber: z.string(),
  surname: z.string(),
  givenNames: z.string(),
  /** ICAO three-letter code as printed (`GBR`, `D`, `UTO`). */
  nationality: z.string(),
  /** The two-letter country code the nationality stands for; null for codes such as UNO or XXA. */
  nationalityCountry: z.string().nullable(),
  birthDate: z.string().nullable(),
  sex: z.enum(['female', 'male', 'unspecified']),
  expiryDate: z.string().nullable(),
  checkDigitsValid: z.boolean(),
});
export type MrzView = z.infer<typeof mrzView>;

export const analysisStatuses = ['pending', 'done', 'failed'] as const;

export const documentAnalysisView = z.object({
  status: z.enum(analysisStatuses),
  mrz: mrzView.nullable(),
  findings: z.array(analysisFinding),
  /** An agent's judgement that the findings do not stand, with the reason; the findings stay visible. */
  override: z.object({ note: z.string(), by: z.string(), at: z.string() }).nullable(),
});
export type DocumentAnalysisView = z.infer<typeof documentAnalysisView>;

export const analysisOverrideInput = z.object({
  note: requiredText('Say why the findings do not stand', 1000, {
    multiLine: true,
    tooLong: 'Note must be at most 1000 characters',
  }),
});
