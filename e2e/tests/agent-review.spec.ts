import {
  assignToDemoAgent,
  createAssignedApplication,
  openAssignedApplication,
} from '../support/agent-dashboard';
import { createCompleteDraft, uploadPdf } from '../support/applications';
import { bearer, expect, signInAsNewTraveller, test } from '../support/fixtures';
import { passportScan } from '../support/passport-scans';
import { payApplication } from '../support/payments';

// The application is built through the API, then reviewed by the agent and read by the traveller.
test.slow();

const reviewNote = 'Checking the supporting documents';
const bankStatement = 'Bank statements for the last three months';
const agentMessage = 'Your documents look complete. We expect a decision this week.';

test('an agent reviews, contacts and approves a fresh application; the traveller reads it and rates it', async ({
  page,
  browser,
}) => {
  // The traveller works in a browser of their own; the agent in the test's page.
  const travellerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const traveller = await travellerContext.newPage();
  const { user, token, application } = await createAssignedApplication(traveller);
  const reference = application.referenceNumber;
  const { dialog, offeredStatuses, chooseStatus } = await openAssignedApplication(page, reference);
  await expect(dialog).toContainText('PENDING');
  await expect(dialog.getByRole('region', { name: 'Client' })).toContainText(user.email);
  const details = dialog.getByRole('region', { name: 'Personal and travel details' });
  await expect(details).toContainText('C01X00T47');
  await expect(details).toContainText('Nina Traveller');
  await expect(dialog.getByRole('list', { name: 'Uploaded documents' })).toContainText('document-1.pdf');

  // To review, with a note kept in the history.
  expect(await offeredStatuses()).toEqual(['IN REVIEW', 'APPROVED', 'REJECTED']);
  await chooseStatus('IN REVIEW');
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(reviewNote);
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Application status updated successfully')).toBeVisible();
  const history = dialog.getByRole('list', { name: 'Status history' });
  await expect(history.getByRole('listitem').first()).toContainText('IN REVIEW');
  await expect(history.getByRole('listitem').first()).toContainText(reviewNote);

  // A document the checklist did not ask for.
  await dialog.getByRole('combobox', { name: 'Document type' }).fill(bankStatement);
  await dialog.getByRole('textbox', { name: 'Note for the applicant (optional)' }).fill('PDF scans are fine');
  await dialog.getByRole('button', { name: 'Request document' }).click();
  await expect(page.getByText('Document requested')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Open document requests' })).toContainText(bankStatement);

  // A message to the client, from the dialog.
  await dialog.getByRole('button', { name: 'Contact client', exact: true }).click();
  const contact = page.getByRole('dialog', { name: 'Contact client' });
  await expect(contact.getByRole('textbox', { name: 'To' })).toHaveValue(`Nina Traveller <${user.email}>`);
  await expect(contact.getByRole('textbox', { name: 'Application' })).toHaveValue(new RegExp(reference));
  await contact.getByRole('textbox', { name: 'Message' }).fill(agentMessage);
  await contact.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Message sent to client successfully')).toBeVisible();
  await expect(contact).toBeHidden();
  await expect(dialog.getByRole('list', { name: 'Message thread' })).toContainText(agentMessage);

  // Approval waits for every required document: refused until the traveller sends the one asked for.
  await chooseStatus('APPROVED');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(
    dialog.getByText(
      `This application cannot be approved until every required document is uploaded. Missing: ${bankStatement}.`,
    ),
  ).toBeVisible();
  await uploadPdf(traveller.request, token, application.id, bankStatement, 'bank-statement.pdf');
  await dialog.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('Application status updated successfully').last()).toBeVisible();
  await expect(
    dialog.getByText('This application is APPROVED: its status cannot change any more.'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The traveller sees the decision, the agent's message and the notification, then rates the handling.
  await traveller.goto(`/applications/${application.id}`);
  await expect(traveller.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(traveller.getByText('APPROVED').first()).toBeVisible();
  await expect(traveller.getByRole('list', { name: 'Message thread' })).toContainText(agentMessage);
  await traveller.goto('/notifications');
  await expect(
    traveller.getByRole('list', { name: 'Notifications', exact: true }).getByRole('listitem').filter({
      hasText: 'Application approved',
    }),
  ).toContainText(reference);

  await traveller.goto(`/applications/${application.id}`);
  const rating = traveller.getByRole('region', { name: 'Rate how your application was handled' });
  // The stars are radio buttons: chosen with the keyboard here, as a screen-reader user would.
  await rating.getByRole('radio', { name: '4 stars' }).focus();
  await traveller.keyboard.press('Space');
  await rating.getByRole('textbox', { name: 'Comment (optional)' }).fill('Quick and clear.');
  await rating.getByRole('button', { name: 'Submit rating' }).click();
  await expect(traveller.getByText('Thank you for your rating')).toBeVisible();
  await expect(rating).toContainText('You rated it 4 out of 5');

  await traveller.reload();
  await expect(rating).toContainText('You rated it 4 out of 5');
  await expect(rating.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(rating.getByRole('textbox', { name: 'Comment (optional)' })).toHaveValue('Quick and clear.');
  await rating.getByRole('radio', { name: '4 stars' }).focus();
  await traveller.keyboard.press('ArrowRight');
  // Agreeing to show it puts the traveller's words on the home page, under their first name and initial.
  const quote = `Clear from start to finish (${reference}).`;
  await rating.getByRole('textbox', { name: 'Comment (optional)' }).fill(quote);
  await rating
    .getByRole('checkbox', { name: /Show my rating and comment on the VisaBridge home page/ })
    .check();
  await rating.getByRole('button', { name: 'Update rating' }).click();
  await expect(rating).toContainText('You rated it 5 out of 5');
  await traveller.goto('/');
  const newest = traveller
    .getByRole('region', { name: 'What our customers say' })
    .getByRole('figure')
    .first();
  await expect(newest).toContainText(quote);
  await expect(newest).toContainText('Nina T.');
  await expect(newest.getByLabel('5 out of 5 stars')).toBeVisible();
  await travellerContext.close();

  // The agent's satisfaction figure now counts ratings.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Client Satisfaction' })).toContainText(/\d\.\d\/5\.0/);
});

test('an agent sees a passport scan that disagrees with the application and overrides the finding with a note', async ({
  page,
  browser,
}) => {
  const travellerContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const traveller = await travellerContext.newPage();
  const { token } = await signInAsNewTraveller(traveller);
  const draft = await createCompleteDraft(traveller.request, token, { toCountry: 'CN' });
  // The application says passport C01X00T47; the scan's zone says another number.
  const scan = await passportScan({
    documentNumber: 'X7K2M9P40',
    surname: 'TRAVELLER',
    givenNames: 'NINA',
    nationality: 'D',
    birthDate: '1990-04-12',
    sex: 'female',
    expiryDate: '2031-06-30',
  });
  const uploaded = await traveller.request.post('/api/documents/upload', {
    headers: bearer(token),
    multipart: { applicationId: draft.id, type: 'Passport data page', file: scan },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const submitted = await traveller.request.post(`/api/applications/${draft.id}/submit`, {
    headers: bearer(token),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  await payApplication(traveller.request, token, draft.id);
  await assignToDemoAgent(traveller.request, draft.id);

  const { dialog } = await openAssignedApplication(page, draft.referenceNumber);
  const item = dialog
    .getByRole('list', { name: 'Uploaded documents' })
    .getByRole('listitem')
    .filter({ hasText: 'Passport data page' });
  await expect(item).toContainText('Passport read', { timeout: 30_000 });
  await expect(item).toContainText(
    'Problem: The passport reads number X7K2M9P40, but the application says C01X00T47.',
  );

  // The override needs a reason, and shows with it once made.
  await item.getByRole('button', { name: `Override check of ${scan.name}` }).click();
  const override = page.getByRole('dialog', { name: `Override the check of ${scan.name}` });
  await override.getByRole('button', { name: 'Override findings' }).click();
  await expect(override.getByText('Say why the findings do not stand', { exact: true })).toBeVisible();
  const note = 'Passport renewed; the new number was confirmed by phone';
  await override.getByRole('textbox', { name: 'Note' }).fill(note);
  await override.getByRole('button', { name: 'Override findings' }).click();
  await expect(page.getByText('Findings overridden')).toBeVisible();
  await expect(override).toBeHidden();
  await expect(item).toContainText(`: ${note}`);
  await expect(item).toContainText(/Overridden by \S+ \S+ on/);
  // The finding stays visible beside the override.
  await expect(item).toContainText('The passport reads number X7K2M9P40');

  // The traveller reads the same check and the override on the application's page.
  await traveller.goto(`/applications/${draft.id}`);
  const documents = traveller.getByRole('list', { name: 'Documents' });
  await expect(documents).toContainText('The passport reads number X7K2M9P40');
  await expect(documents).toContainText(note);
  await travellerContext.close();
});
