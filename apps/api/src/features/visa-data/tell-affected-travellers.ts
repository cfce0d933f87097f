import { formatDateIn, formatLocaleOf, type InterfaceLanguage } from '@visabridge/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, countries, users } from '../../db/schema';
import { countryNameIn } from '../../lib/country-names';
import { tellTraveller } from '../../domain/notifications/tell-traveller';
import { parseRequirementValue } from '../../domain/visa/requirement-values';
import { affectedTravellerTextIn } from './affected-traveller-texts';
import type { RequirementChange } from './dataset-summary';

const requirementOf = (value: string | null) => (value === null ? null : parseRequirementValue(value));

const passportCountry = alias(countries, 'passport_country');
const destinationCountry = alias(countries, 'destination_country');

/** Users with an open application (a draft is a planned trip) on one of the changed corridors, once per corridor. */
const findAffected = (db: Db, changes: RequirementChange[]) =>
  db
    .selectDistinctOn([applications.userId, applications.fromCountry, applications.toCountry], {
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      interfaceLanguage: users.interfaceLanguage,
      region: users.language,
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

/** Where the news links to, and the languages the site offers it in (`INTERFACE_LANGUAGES`). */
export type TellTravellersOptions = { publicUrl: string; offered: readonly InterfaceLanguage[] };

/**
 * After a new edition of the visa data: every user whose open application or planned trip is on a
 * corridor whose requirement changed hears of it once, in the bell and by email, with the old and new
 * requirement, in their language. Runs in the import's transaction, so an edition (imported once) tells
 * each change once.
 */
export const tellAffectedTravellers = async (
  db: Db,
  changes: RequirementChange[],
  { publicUrl, offered, editionDate }: TellTravellersOptions & { editionDate: string },
) => {
  if (changes.length === 0) return 0;
  const byCorridor = new Map(changes.map((change) => [`${change.passport},${change.destination}`, change]));
  const affected = await findAffected(db, changes);
  for (const person of affected) {
    const change = byCorridor.get(`${person.passport},${person.destination}`);
    if (!change) continue;
    const facts = {
      before: requirementOf(change.previous),
      after: requirementOf(change.current),
    };
    await tellTraveller(db, offered, {
      person,
      text: (language) =>
        affectedTravellerTextIn(language, {
          ...facts,
          edition: formatDateIn(formatLocaleOf(language, person.region), editionDate, 'long'),
          passport: countryNameIn(language, person.passport, person.passportName),
          destination: countryNameIn(language, person.destination, person.destinationName),
        }),
      link: `/applications/${person.applicationId}`,
      publicUrl,
    });
  }
  return affected.length;
};
