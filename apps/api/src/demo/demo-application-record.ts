import { DAY_MS, dayOf } from '@visabridge/contract';
import type { ApplicationStatus, Purpose } from '@visabridge/contract';
import { checklistColumnsOf } from '../domain/applications/checklist-columns';
import { referenceNumberOf } from '../domain/applications/views';
import { applicationPaymentDescription } from '../features/payments/payment-targets';
import type { FeeSchedule } from '../config';
import { applicationFeesOf, feesOfPolicy, feesViewOf } from '../domain/visa/application-fees';
import { checkRequirements } from '../domain/visa/check-requirements';
import type { RequirementsIndex } from '../domain/visa/requirements-index';
import { visaTypeCode } from '../domain/visa-types/catalog';
import { addReviewTask } from '../domain/applications/automatic-tasks';
import type { Db } from '../db/client';
import { applications, applicationStatusHistory, documents, payments } from '../db/schema';
import type { DemoTrip } from './demo-documents';
import { demoPersonOf, type DemoPerson } from './demo-person';

/** A sample file in the document store, as a document row points at it. */
export type StoredDemoFile = { fileName: string; mimeType: string; size: number; sha256: string };

export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
export const dateIn = (days: number) => dayOf(daysFromNow(days));

export type Step = { status: ApplicationStatus; daysAgo: number; by: 'traveller' | 'agent'; note?: string };
export type DemoApplication = {
  toCountry: string;
  purpose: Purpose;
  /** Travel dates relative to today. */
  arrivalIn: number;
  stayDays: number;
  accommodation: string;
  steps: [Step, ...Step[]];
  rejectionReason?: string;
  priority?: 'urgent' | 'normal' | 'low';
  /** Submitted but not yet given to an agent (the admin assigns it). */
  unassigned?: boolean;
  /** The first card payment was declined before one succeeded. */
  declinedFirst?: boolean;
  /** Submitted but not paid yet, so the traveller has fees to pay. */
  unpaid?: boolean;
  messages?: { by: 'traveller' | 'agent'; body: string; daysAgo: number }[];
  /** Required documents left out (the last ones of the checklist): the case cannot be approved yet. */
  documentsMissing?: number;
  /** Filed by a company for an employee: invoiced monthly, not paid by card. */
  corporate?: { companyId: string; employeeId: string; visaType: string; purposeText: string };
};

/** An application told by its dates: submitted so many days ago, decided so many days later. */
export type Case = {
  toCountry: string;
  purpose: Purpose;
  submittedDaysAgo: number;
  /** Days from submission to the decision; omitted while undecided. */
  decidedAfter?: number;
  outcome?: 'approved' | 'rejected';
  reviewed?: boolean;
  rating?: number;
  ratingComment?: string;
  /** The client agreed to show the rating and comment on the public site. */
  ratingPublic?: boolean;
  priority?: 'urgent' | 'normal' | 'low';
  unassigned?: boolean;
};

/** The steps an application went through, from draft to its decision (or to where it is now). */
export const stepsOf = (item: Case, drafted = true): DemoApplication['steps'] => {
  const submitted = item.submittedDaysAgo;
  const decided = item.decidedAfter === undefined ? null : submitted - item.decidedAfter;
  const filed: Step = {
    status: 'pending',
    daysAgo: submitted,
    by: 'traveller',
    note: drafted ? 'Submitted by the applicant' : 'Filed by the company',
  };
  const later: Step[] = [
    ...(item.reviewed && decided !== null
      ? [{ status: 'in_review' as const, daysAgo: (submitted + decided) / 2, by: 'agent' as const }]
      : []),
    ...(item.outcome && decided !== null
      ? [{ status: item.outcome, daysAgo: decided, by: 'agent' as const }]
      : []),
  ];
  return drafted
    ? [{ status: 'draft', daysAgo: submitted + 2, by: 'traveller' }, filed, ...later]
    : [filed, ...later];
};

export type Setup = {
  index: RequirementsIndex;
  /** The platform's fee schedule: demo applications are priced like any other. */
  fees: FeeSchedule;
  agentId: string;
  /** Stores a sample file for a checklist item of a trip; without it, applications get no documents. */
  storeDocument?: (type: string, trip: DemoTrip, person: DemoPerson) => Promise<StoredDemoFile>;
};
export type Owner = {
  id: string;
  fromCountry: string | null;
  personalInfo: Record<string, unknown>;
  emergencyContact: Record<string, unknown>;
};

/**
 * One demo application with its documents and its status history as it happened; a submitted one was
 * paid at submission (after a declined attempt when `declinedFirst`) unless `unpaid`. Returns its id.
 */
export const insertDemoApplication = async (db: Db, setup: Setup, owner: Owner, demo: DemoApplication) => {
  const requirements = owner.fromCountry
    ? checkRequirements(setup.index, setup.fees, {
        fromCountry: owner.fromCountry,
        toCountry: demo.toCountry,
        purpose: demo.purpose,
      })
    : null;
  const checklist = requirements ? checklistColumnsOf(requirements) : null;
  const documentTypes = checklist?.requiredDocuments ?? [];
  // A company files only where there is a visa or an eTA to apply for (see corporate/employee-filing).
  if (demo.corporate && !requirements?.fees)
    throw new Error(`demo filing to ${demo.toCountry} from ${owner.fromCountry} needs no visa`);
  const fees = requirements ? applicationFeesOf(requirements, setup.fees) : feesOfPolicy(setup.fees, null);
  const { total } = feesViewOf(fees);
  const { corporate } = demo;
  const last = demo.steps[demo.steps.length - 1] ?? demo.steps[0];
  const submittedStep = demo.steps.find((step) => step.status === 'pending');
  const submittedAt = submittedStep ? daysFromNow(-submittedStep.daysAgo) : null;
  const [application] = await db
    .insert(applications)
    .values({
      userId: owner.id,
      fromCountry: owner.fromCountry,
      toCountry: demo.toCountry,
      purpose: demo.purpose,
      visaType: corporate?.visaType ?? visaTypeCode(demo.toCountry, demo.purpose),
      status: last.status,
      personalInfo: owner.personalInfo,
      travelInfo: {
        purposeOfVisit:
          corporate?.purposeText ?? (demo.purpose === 'business' ? 'Meetings with partners' : 'Holiday'),
        plannedArrivalDate: dateIn(demo.arrivalIn),
        plannedDepartureDate: dateIn(demo.arrivalIn + demo.stayDays),
        intendedStay: `${demo.stayDays} days`,
        accommodationAddress: demo.accommodation,
      },
      emergencyContact: owner.emergencyContact,
      ...fees,
      requiredDocuments: documentTypes,
      laterDocuments: checklist?.laterDocuments ?? [],
      authorityQuestions: checklist?.authorityQuestions ?? [],
      // A submitted demo answered the authority's questions, as the submit check requires.
      authorityAnswers: submittedStep
        ? Object.fromEntries((checklist?.authorityQuestions ?? []).map((question) => [question, false]))
        : {},
      applicationType: corporate ? 'corporate' : 'individual',
      companyId: corporate?.companyId ?? null,
      employeeId: corporate?.employeeId ?? null,
      priority: demo.priority ?? 'normal',
      assignedAgentId: submittedStep && !demo.unassigned ? setup.agentId : null,
      assignedAt: submittedStep && !demo.unassigned ? submittedAt : null,
      rejectionReason: demo.rejectionReason ?? null,
      submittedAt,
      createdAt: daysFromNow(-demo.steps[0].daysAgo),
      updatedAt: daysFromNow(-last.daysAgo),
    })
    .returning({ id: applications.id });
  if (!application) throw new Error('demo application insert returned nothing');

  const uploaded = submittedStep
    ? documentTypes.slice(0, documentTypes.length - (demo.documentsMissing ?? 0))
    : documentTypes.slice(0, 1);
  const { storeDocument } = setup;
  const trip = {
    destination: requirements?.toCountry.name ?? demo.toCountry,
    arrival: dateIn(demo.arrivalIn),
    departure: dateIn(demo.arrivalIn + demo.stayDays),
    accommodation: demo.accommodation,
    photo: requirements?.entryConditions?.photo ?? null,
  };
  if (storeDocument && uploaded.length > 0) {
    const person = demoPersonOf(owner.personalInfo);
    const files = await Promise.all(
      uploaded.map(async (type) => ({ type, ...(await storeDocument(type, trip, person)) })),
    );
    await db.insert(documents).values(
      files.map((file) => ({
        ...file,
        applicationId: application.id,
        uploadedBy: owner.id,
        createdAt: daysFromNow(-demo.steps[0].daysAgo),
      })),
    );
  }
  await db.insert(applicationStatusHistory).values(
    demo.steps.map((step, position) => ({
      applicationId: application.id,
      fromStatus: demo.steps[position - 1]?.status ?? null,
      toStatus: step.status,
      changedBy: step.by === 'agent' ? setup.agentId : owner.id,
      note: step.status === 'rejected' ? (demo.rejectionReason ?? null) : (step.note ?? null),
      createdAt: daysFromNow(-step.daysAgo),
    })),
  );
  const isOpen = last.status === 'pending' || last.status === 'in_review';
  if (isOpen && submittedStep && !demo.unassigned)
    await addReviewTask(db, setup.agentId, { id: application.id, priority: demo.priority ?? 'normal' });
  if (submittedAt && !corporate && !demo.unpaid && total > 0) {
    const payment = {
      userId: owner.id,
      applicationId: application.id,
      amount: total,
      currency: fees.currency,
      description: applicationPaymentDescription(
        referenceNumberOf(application.id),
        setup.index.country(demo.toCountry)?.name ?? demo.toCountry,
      ),
      mode: 'test',
    };
    await db.insert(payments).values([
      ...(demo.declinedFirst
        ? [
            {
              ...payment,
              status: 'failed',
              method: 'Visa •••• 0002',
              failureMessage: 'Your card was declined.',
              processedAt: new Date(submittedAt.getTime() - 600_000),
              createdAt: new Date(submittedAt.getTime() - 600_000),
            },
          ]
        : []),
      {
        ...payment,
        status: 'completed',
        method: 'Visa •••• 4242',
        processedAt: new Date(submittedAt.getTime() - 60_000),
        createdAt: new Date(submittedAt.getTime() - 60_000),
      },
    ]);
  }
  return application.id;
};
