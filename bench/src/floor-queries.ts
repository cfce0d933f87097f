// The floors of the scale run: the least SQL that answers each list's first page, written by hand
// rather than taken from the handlers, so a handler's ratio to its floor shows what its own SQL costs.

/** A statement a floor route sends, named so it is planned once per connection as the handlers' are. */
export type FloorStatement = { name: string; text: string; values: unknown[] };

/**
 * The traveller's first page: the 20 newest of the account's applications with the columns the list
 * shows (reference, destination, visa type, status, dates, fee and payment state), read through
 * applications_user_created_idx, the payment by payments_application_idx, and the account's count.
 */
export const travellerListFloor = (userId: string): FloorStatement[] => [
  {
    name: 'bench_floor_list_page',
    text: `
      select a.id, a.to_country, a.visa_type, a.status, a.application_type, a.created_at, a.updated_at,
        a.base_fee + a.processing_fee + a.service_fee as total_fee, a.currency,
        (select p.status from payments p
          where p.application_id = a.id and p.status in ('completed', 'refunded')
          order by p.status = 'completed' desc limit 1) as payment_status
      from applications a
      where a.user_id = $1
      order by a.created_at desc, a.id desc
      limit 20`,
    values: [userId],
  },
  {
    name: 'bench_floor_list_count',
    text: 'select count(*)::int as total from applications where user_id = $1',
    values: [userId],
  },
];

/** The admin's list answers "10,000+" past this many: the count stops reading there. */
export const ADMIN_COUNT_CAP = 10_000;

/**
 * The admin's first page: the 20 most recently submitted applications (drafts are the traveller's
 * own) newest first, through applications_submitted_idx, with the applicant's and the agent's names
 * by users' primary key, and the count capped at 10,001 rows.
 */
export const adminListFloor = (): FloorStatement[] => [
  {
    name: 'bench_floor_admin_page',
    text: `
      select a.id, a.to_country, a.visa_type, a.status, a.priority, a.submitted_at, a.assigned_at,
        a.created_at, applicant.first_name || ' ' || applicant.last_name as applicant_name,
        applicant.email as applicant_email, agent.first_name || ' ' || agent.last_name as agent_name
      from applications a
      join users applicant on applicant.id = a.user_id
      left join users agent on agent.id = a.assigned_agent_id
      where a.submitted_at is not null and a.status <> 'draft'
      order by a.submitted_at desc, a.id desc
      limit 20`,
    values: [],
  },
  {
    name: 'bench_floor_admin_count',
    text: `
      select count(*)::int as total
      from (select 1 from applications where status <> 'draft' limit $1) as capped`,
    values: [ADMIN_COUNT_CAP + 1],
  },
];
