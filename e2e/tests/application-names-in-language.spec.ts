import type { Locator, Page } from '@playwright/test';
import { createFilledDraft, pdfFile } from '../support/applications';
import { bearer, expect, registerTraveller } from '../support/fixtures';
import { signIn, test, translationIn } from '../support/languages';
import { expectScreenLoaded } from '../support/look';

// One server for the file: its tests run one after another in one worker.
test.describe.configure({ mode: 'default', timeout: 180_000 });

type Application = { id: string; requiredDocuments: string[]; documentNames: Record<string, string> };

const chooseFile = async (page: Page, button: Locator) => {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(pdfFile('pasaporte.pdf'));
};

test("a Spanish traveller's wizard shows the checklist in Spanish and files an upload under the checklist item", async ({
  page,
  baseURL,
}) => {
  const traveller = await registerTraveller(page.request);
  const token = await signIn(page.context(), baseURL ?? '', traveller.email, traveller.password);
  const draft = await createFilledDraft(page.request, token, { toCountry: 'IN', purpose: 'business' });
  const spanish = (await (
    await page.request.get(`/api/applications/${draft.id}`, {
      headers: { ...bearer(token), 'accept-language': 'es' },
    })
  ).json()) as { data: Application };
  const [first] = draft.requiredDocuments;
  const firstName = spanish.data.documentNames[first ?? ''] ?? '';
  expect(first).toBeTruthy();
  expect(firstName).not.toBe(first);

  await page.goto(`/es/application?id=${draft.id}&step=documents`);
  await expectScreenLoaded(page);
  for (const stored of draft.requiredDocuments) {
    const name = spanish.data.documentNames[stored] ?? '';
    await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    if (name !== stored) await expect(page.getByText(stored, { exact: true })).toHaveCount(0);
  }
  await page.screenshot({ path: '/tmp/pw-h11/es-wizard-documents.png', fullPage: true });

  const item = page.getByRole('region', { name: firstName, exact: true });
  const uploadLabel = translationIn('features/applications/locales/es.po', 'Upload file for {documentType}');
  await chooseFile(
    page,
    item.getByRole('button', { name: uploadLabel.replace('{documentType}', firstName) }),
  );
  const uploaded = translationIn('features/applications/locales/es.po', 'Uploaded');
  await expect(item.getByText(uploaded, { exact: true })).toBeVisible();

  // The file is filed under the stored checklist name, which every check and count matches.
  const documents = (await (
    await page.request.get(`/api/documents?applicationId=${draft.id}`, { headers: bearer(token) })
  ).json()) as { data: { items: { type: string }[] } };
  expect(documents.data.items.map((document) => document.type)).toEqual([first]);
  const after = (await (
    await page.request.get(`/api/applications/${draft.id}`, { headers: bearer(token) })
  ).json()) as { data: { documentsUploaded: number } };
  expect(after.data.documentsUploaded).toBe(1);
});
