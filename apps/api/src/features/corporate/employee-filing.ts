import {
  missingTravelProfile,
  passportRuleProblems,
  travelProfileLabel,
  withArticle,
  type corporateApplicationInput,
  type FieldError,
  type RequirementsResult,
} from '@visabridge/contract';
import type { z } from 'zod';
import type { employees } from '../../db/schema';
import type { AppContext } from '../../domain/app-context';
import { AppError, fieldError } from '../../lib/errors';
import { applicationFeesOf } from '../../domain/visa/application-fees';
import { checkRequirements } from '../../domain/visa/check-requirements';
import { checklistColumnsOf } from '../../domain/applications/checklist-columns';

type Employee = typeof employees.$inferSelect;
/** A filing's terms; a company trip adds the day of return (a single filing knows only the travel date). */
export type FilingInput = z.output<typeof corporateApplicationInput> & { returnDate?: string | undefined };

const listed = (items: string[]) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(items);
const nameOf = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

/** The employee's passport data, or 400 with one error per missing field (`employee.<field>`). */
const passportOf = (employee: Employee) => {
  const { nationality, passportNumber, passportExpiry, dateOfBirth } = employee;
  if (!nationality || !passportNumber || !passportExpiry || !dateOfBirth) {
    const missing = missingTravelProfile(employee);
    const errors: FieldError[] = missing.map((field) => ({
      field: `employee.${field}`,
      message: `Add ${nameOf(employee)}'s ${travelProfileLabel(field)} to their employee profile`,
    }));
    const labels = listed(missing.map(travelProfileLabel));
    throw new AppError(
      'EMPLOYEE_PROFILE_INCOMPLETE',
      400,
      `To file for ${nameOf(employee)}, add their ${labels} to their employee profile.`,
      errors,
    );
  }
  return { nationality, passportNumber, passportExpiry, dateOfBirth };
};

/** 422 on the destination when the employee's passport needs nothing to apply for, or is not admitted. */
const entryRefusal = (result: RequirementsResult, employee: Employee) => {
  const from = result.fromCountry.name;
  const to = result.toCountry.name;
  const holders = `holders of ${withArticle(`${from} passport`)}`;
  if (!result.isAdmitted)
    return fieldError({
      code: 'NOT_ADMITTED',
      status: 422,
      field: 'destination',
      message: `Not admitted: ${holders} are not admitted to ${to}, so no visa can be filed for ${nameOf(employee)}; contact its embassy before planning travel.`,
    });
  if (result.fees) return null;
  const stay = result.allowedStayDays ? ` for up to ${result.allowedStayDays} days` : '';
  const reason = result.isFreeMovement
    ? `citizens of ${from} may live, work and study in ${to} under free movement`
    : result.category === 'own_country'
      ? `${to} is the country of ${nameOf(employee)}'s passport`
      : `${holders} can enter ${to} without a visa${stay}`;
  return fieldError({
    code: 'NO_VISA_NEEDED',
    status: 422,
    field: 'destination',
    message: `No visa needed: ${reason}, so there is nothing to file.`,
  });
};

/**
 * The columns of a company's application for an employee, from the same requirement check a traveller's
 * draft runs (category, fees, required documents) for the employee's passport on a business visit.
 * Refused: a profile without passport data (400), a passport the destination's own rule refuses on the
 * travel date (400), a destination that needs no visa or does not admit the passport (422).
 */
export const filingColumns = (ctx: AppContext, employee: Employee, input: FilingInput) => {
  const passport = passportOf(employee);
  // Every corporate visa type (business, conference, training, client meeting) is a business visit.
  const purpose = 'business';
  const result = checkRequirements(ctx.visa.index, ctx.config.fees, {
    fromCountry: passport.nationality,
    toCountry: input.destination,
    purpose,
    visaType: input.visaType,
    travelDate: input.travelDate,
    returnDate: input.returnDate,
  });
  const refused = entryRefusal(result, employee);
  if (refused) throw refused;
  // Only the travel date is known: it is the arrival, and the earliest the employee can leave.
  const [tooShort] = passportRuleProblems({
    conditions: result.entryConditions,
    destination: result.toCountry.name,
    expiry: passport.passportExpiry,
    arrival: input.travelDate,
    departure: input.returnDate ?? input.travelDate,
  });
  if (tooShort)
    throw fieldError({
      code: 'PASSPORT_EXPIRES_TOO_SOON',
      status: 400,
      field: 'employee.passportExpiry',
      message: `${nameOf(employee)}'s passport expires on ${passport.passportExpiry}. ${tooShort.message}. Renew it and update their employee profile, or change the travel date.`,
    });
  return {
    fromCountry: result.fromCountry.code,
    toCountry: result.toCountry.code,
    visaType: input.visaType,
    purpose,
    ...checklistColumnsOf(result, { dateOfBirth: passport.dateOfBirth, arrival: input.travelDate }),
    ...applicationFeesOf(result, ctx.config.fees),
    personalInfo: {
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
      nationality: passport.nationality,
      passportNumber: passport.passportNumber,
      passportExpiryDate: passport.passportExpiry,
      dateOfBirth: passport.dateOfBirth,
      ...(employee.gender ? { gender: employee.gender } : {}),
    },
    travelInfo: {
      purposeOfVisit: input.purpose,
      plannedArrivalDate: input.travelDate,
      ...(input.returnDate ? { plannedDepartureDate: input.returnDate } : {}),
    },
  };
};
