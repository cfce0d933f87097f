import { visaCategoryLabels } from '@visabridge/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, countries, users } from '../../db/schema';
import { tellTraveller } from '../../domain/notifications/tell-traveller';
import { parseRequirementValue } from '../../domain/visa/requirement-values';
import type { RequirementChange } from './dataset-summary';

/** "Visa free (90 days)", "e-Visa", or "not listed" for a corridor the edition dropped. */
const describeRequirement = (value: string | null) => {
  const parsed = value === null ? null : parseRequirementValue(value);
  if (!parsed) return 'not listed';
  const label = visaCategoryLabels[parsed.category];
  return parsed.stayDays ? `${label} (${parsed.stayDays} days)` : label;
};

const passportCountry = alias(countries, 'passport_country');
const destinationCountry = alias(countries, 'destination_country');

/** Users with an open application (a draft is a planned trip) on one of the changed corridors, once per corridor. */
const findAffected = (db: Db, changes: RequirementChange[]) =>
  db
    .selectDistinctOn([applications.userId, applications.fromCountry, applications.toCountry], {
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      passport: passportCountry.code,
      destination: destinationCountry.code,
      passportName: passportCountry.name,
      destinationName: destinationCountry.name,
      applicationId: applications.id,
    })
    .from(applications)
    .innerJoin(users, and(eq(users.id, applications.userId), eq(users.status, 'active')))
    .innerJoin(passportCountry, eq(passportCountry.code, applications.fromCountry))
    .innerJoin(destinationCountry, eq(destinationCountry.code, applications.toCountry))
    .where(
      and(
        inArray(applications.status, ['draft', 'pending', 'in_review']),
        sql`(${applications.fromCountry}, ${applications.toCountry}) in (select * from unnest(
          ${sql.param(changes.map((change) => change.passport))}::text[],
          ${sql.param(changes.map((change) => change.destination))}::text[]))`,
      ),
    )
    .orderBy(
      applications.userId,
      applications.fromCountry,
      applications.toCountry,
      desc(applications.createdAt),
    );

/**
 * After a new edition of the visa data: every user whose open application or planned trip is on a
 * corridor whose requirement changed hears of it once, in the bell and by email, with the old and new
 * requirement. Runs in the import's transaction, so an edition (imported once) tells each change once.
 */
export const tellAffectedTravellers = async (
  db: Db,
  changes: RequirementChange[],
  options: { publicUrl: string; editionDate: string },
) => {
  if (changes.length === 0) return 0;
  const byCorridor = new Map(changes.map((change) => [`${change.passport},${change.destination}`, change]));
  const affected = await findAffected(db, changes);
  for (const person of affected) {
    const change = byCorridor.get(`${person.passport},${person.destination}`);
    if (!change) continue;
    const before = describeRequirement(change.previous);
    const after = describeRequirement(change.current);
    const trip = `${person.passportName} passport to ${person.destinationName}`;
    const link = `/applications/${person.applicationId}`;
    const message = `The visa data of ${options.editionDate} changed the requirement for a ${trip}: ${before} → ${after}. Check what your application needs now.`;
    await tellTraveller(db, {
      person,
      title: `Entry rules changed: ${person.destinationName}`,
      subject: `Entry requirements for ${person.destinationName} changed`,
      message,
      link,
      publicUrl: options.publicUrl,
    });
  }
  return affected.length;
};
