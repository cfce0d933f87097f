import { describe, expect, it } from 'vitest';
import { useReviewTestApp, type Headers } from '../../test/applications';
import { addCompanyApplication, createCompanyWithUser } from '../../test/companies';
import { createSignedInUser } from '../../test/factories';
import { payApplication } from '../../test/payments';

const review = useReviewTestApp();

const decide = (headers: Headers, id: string, status: string) =>
  review.api.call('PUT', `/api/visa-applications/${id}`, headers, { status });

const submittedByTraveller = async () => {
  const applicant = await createSignedInUser(review.test);
  return { ...applicant, application: await review.api.submitted(applicant.headers) };
};

describe('approval waits for the fees', () => {
  it('refuses to approve an unpaid application with 409, and approves it once paid', async () => {
    const { headers, application } = await submittedByTraveller();
    const staffView = (
      await review.api.call('GET', `/api/visa-applications/${application.id}`, review.agent.headers)
    ).json().data;
    expect(staffView.payment).toEqual({ state: 'unpaid', paymentId: null, paidAt: null });
    const refused = await decide(review.agent.headers, application.id, 'approved');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The fees of this application are not paid yet');
    expect((await decide(review.agent.headers, application.id, 'in_review')).statusCode).toBe(200);

    const payment = await payApplication(review.test, headers, application.id);
    const approved = await decide(review.agent.headers, application.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      payment: { state: 'paid', paymentId: payment.id },
    });
  });

  it('lets rejection through without payment', async () => {
    const { application } = await submittedByTraveller();
    const rejected = await review.api.call(
      'PUT',
      `/api/visa-applications/${application.id}`,
      review.admin.headers,
      {
        status: 'rejected',
        rejectionReason: 'Passport expired',
      },
    );
    expect(rejected.statusCode).toBe(200);
  });

  it('refuses the unpaid item of a bulk approval with the same reason', async () => {
    const unpaid = await submittedByTraveller();
    const paid = await submittedByTraveller();
    await payApplication(review.test, paid.headers, paid.application.id);
    const response = await review.api.call('POST', '/api/admin/bulk-status-update', review.admin.headers, {
      items: [
        { id: unpaid.application.id, status: 'approved' },
        { id: paid.application.id, status: 'approved' },
      ],
    });
    expect(response.json().data).toEqual({
      updated: [{ id: paid.application.id, status: 'approved' }],
      refused: [{ id: unpaid.application.id, message: 'The fees of this application are not paid yet' }],
    });
  });

  it('approves a company application, which is invoiced rather than paid by card', async () => {
    const member = await createCompanyWithUser(review.test);
    const application = await addCompanyApplication(review.test, member.company, member.user.id, {
      createdAt: new Date(),
    });
    const response = await decide(review.admin.headers, application.id, 'approved');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment).toEqual({ state: 'invoiced', paymentId: null, paidAt: null });
  });
});
