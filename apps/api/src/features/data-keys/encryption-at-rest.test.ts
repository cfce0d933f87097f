import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { employees, secondFactors } from '../../db/schema';
import { keyFileOf, readKeyFile } from '../../lib/data-key-file';
import { keyIdOfFile } from '../../lib/data-encryption';
import { createOcrPool } from '../documents/analysis/ocr-pool';
import { applicationCalls, completeDraft } from '../../test/applications';
import { analyseQueuedDocuments } from '../../test/analyse-queued-documents';
import { addEmployee, createCompanyWithUser } from '../../test/companies';
import { createSignedInUser } from '../../test/factories';
import { savedChild } from '../../test/saved-travellers';
import { renderPassportPage, syntheticPassports, zoneOf } from '../../test/synthetic-passports';
import { startServerInFolder, testEnvironment } from '../../test/test-app';
import { rotateDataKey } from './rotate-data-key';

const folders: string[] = [];
const ocr = createOcrPool({ size: 1 });
afterAll(async () => {
  await ocr.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A server on an embedded database in a data folder of its own, with the data key generated there. */
const startServer = (dataDir: string) => startServerInFolder({ ...testEnvironment, DATA_DIR: dataDir });

/** Every file under a folder, with the relative path of each. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

/** What `grep -a` would find: the files under the folders whose bytes contain the needle. */
const filesHolding = (folders: string[], needle: Buffer) =>
  folders.flatMap(filesUnder).filter((file) => readFileSync(file).includes(needle));

const PASSPORT_NUMBER = 'QX7734521';
const EMPLOYEE_PASSPORT = 'ZK9081736';
const CHILD_PASSPORT = 'CJ4471902';
/** An authenticator app's base32 secret: with it anyone could make the account's codes. */
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('encryption at rest', () => {
  it('leaves no passport number or scan in clear in the database files or the documents folder; a rotation still opens them', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'visabridge-sealed-'));
    folders.push(dataDir);
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshots').edition)]);
    await (
      await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: snapshot,
        extensions: pgliteExtensions,
      })
    ).close();

    let test = await startServer(dataDir);
    const api = applicationCalls(test);
    const { headers } = await createSignedInUser(test);
    const draft = completeDraft();
    draft.personalInfo.passportNumber = PASSPORT_NUMBER;
    const application = await api.createDraft(headers, draft);
    const child = await api.call('POST', '/api/saved-travellers', headers, {
      ...savedChild,
      passportNumber: CHILD_PASSPORT,
    });
    expect(child.statusCode).toBe(201);
    const childId = child.json().data.id as string;
    const [sample] = syntheticPassports(1, 11);
    if (!sample) throw new Error('no synthetic passport');
    const truth = { ...sample.truth, documentNumber: PASSPORT_NUMBER, brokenCheck: null };
    const scan = await renderPassportPage({
      ...sample,
      look: { ...sample.look, rotationDegrees: 0.3, blur: 0.3, jpegQuality: 92, widthPx: 1300 },
      truth,
      zone: zoneOf(truth),
    });
    const uploaded = await api.upload(
      headers,
      {
        applicationId: application.id,
        type: 'Passport valid at least 6 months beyond your stay, with 2 blank pages',
      },
      { name: 'scan.jpg', bytes: scan },
    );
    expect(uploaded.statusCode).toBe(201);
    const documentId = uploaded.json().data.id as string;
    await analyseQueuedDocuments({ test, ocr });
    const analysis = (await api.call('GET', `/api/documents/${documentId}`, headers)).json().data.analysis;
    expect(analysis.mrz?.documentNumber).toBe(PASSPORT_NUMBER);

    const company = await createCompanyWithUser(test);
    const employee = await addEmployee(test, company.company);
    await test.db
      .update(employees)
      .set({ passportNumber: EMPLOYEE_PASSPORT })
      .where(eq(employees.id, employee.id));
    const shownEmployee = await api.call('GET', `/api/corporate/employees/${employee.id}`, company.headers);
    expect(shownEmployee.json().data.passportNumber).toBe(EMPLOYEE_PASSPORT);
    const [factor] = await test.db
      .insert(secondFactors)
      .values({ userId: company.user.id, kind: 'totp', label: 'Phone', totpSecret: TOTP_SECRET })
      .returning({ id: secondFactors.id });
    await test.close();

    const stored = [path.join(dataDir, 'pglite'), path.join(dataDir, 'documents')];
    // The needles are there to be found when stored in clear: the scan's middle, the numbers as text.
    const scanPart = scan.subarray(scan.length / 2, scan.length / 2 + 64);
    for (const needle of [PASSPORT_NUMBER, EMPLOYEE_PASSPORT, CHILD_PASSPORT, TOTP_SECRET]
      .map((text) => Buffer.from(text))
      .concat(scanPart))
      expect(filesHolding(stored, needle)).toEqual([]);
    expect(filesUnder(path.join(dataDir, 'documents'))).toHaveLength(1);

    const [firstKey] = readKeyFile(keyFileOf(dataDir));
    test = await startServer(dataDir);
    const rotated = await rotateDataKey({
      config: test.config,
      db: test.db,
      store: test.app.documentStore,
      keysInEnvironment: false,
    });
    expect(rotated.sealed).toEqual({
      employees: 1,
      savedTravellers: 1,
      applications: 1,
      analyses: 1,
      secondFactors: 1,
      files: 1,
    });
    await test.close();
    const keys = readKeyFile(keyFileOf(dataDir));
    expect(keys).toHaveLength(1);
    expect(keys[0]?.id).not.toBe(firstKey?.id);
    const [file] = filesUnder(path.join(dataDir, 'documents'));
    expect(keyIdOfFile(readFileSync(file ?? ''))).toBe(keys[0]?.id);

    test = await startServer(dataDir);
    const again = applicationCalls(test);
    const download = await again.call('GET', `/api/documents/${documentId}/download`, headers);
    expect(download.rawPayload.equals(scan)).toBe(true);
    const reread = (await again.call('GET', `/api/applications/${application.id}`, headers)).json().data;
    expect(reread.personalInfo.passportNumber).toBe(PASSPORT_NUMBER);
    const document = (await again.call('GET', `/api/documents/${documentId}`, headers)).json().data;
    expect(document.analysis.mrz.documentNumber).toBe(PASSPORT_NUMBER);
    const employeeAgain = await again.call('GET', `/api/corporate/employees/${employee.id}`, company.headers);
    expect(employeeAgain.json().data.passportNumber).toBe(EMPLOYEE_PASSPORT);
    const childAgain = await again.call('GET', `/api/saved-travellers/${childId}`, headers);
    expect(childAgain.json().data.passportNumber).toBe(CHILD_PASSPORT);
    const [secret] = await test.db
      .select({ totpSecret: secondFactors.totpSecret })
      .from(secondFactors)
      .where(eq(secondFactors.id, factor?.id ?? ''));
    expect(secret?.totpSecret).toBe(TOTP_SECRET);
    await test.close();
    for (const needle of [PASSPORT_NUMBER, EMPLOYEE_PASSPORT, CHILD_PASSPORT, TOTP_SECRET]
      .map((text) => Buffer.from(text))
      .concat(scanPart))
      expect(filesHolding(stored, needle)).toEqual([]);
  }, 120_000);
});
