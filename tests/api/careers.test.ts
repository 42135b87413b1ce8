// The careers calls against a real server and database: departments and positions, an application
// with a PDF, .doc or .docx résumé judged by its content (an executable renamed .pdf, an .xls, a ZIP,
// a hollow or macro-enabled Word package refused; a PDF declared as Word taken as the PDF it is; the
// attacks of issue 26 refused naming the problem: a fake OLE2 "WordDocument" with a script, a .doc
// with VBA and AutoOpen, a .docx with an external template or ActiveX, a PDF/HTML polyglot, a PDF
// running JavaScript), the
// 5 MiB limit (over it by a byte: the field; far over: 413 before the body is read), every bad field,
// the captcha used once, the per-IP limit, the staff's mail, and no file or row left by a refusal.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { CAREERS_TOAST } from '../../domain/careers/careers.ts';
import { MAX_RESUME_BYTES, RESUME_TEXTS } from '../../domain/careers/resume-rules.ts';
import { emailProblem, FIELD_TEXTS, INVALID_INDIAN_PHONE } from '../../domain/forms/field-rules.ts';
import { solvedCaptcha } from '../support/checkout.ts';
import {
  activeXDocx,
  externalTemplateDocx,
  fakeExe,
  fakeOle2Word,
  hollowDocx,
  linkedDocx,
  macroDoc,
  macroDocx,
  pdfOfSize,
  plainZip,
  tinyDoc,
  tinyDocx,
  tinyPdf,
  tinyXls,
} from '../support/documents.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    seedProducts: 20,
    env: {
      ALTCHA_MAX_NUMBER: '1000',
      STORE_EMAIL: 'careers-staff@suvarna.example',
    },
  });
});
afterAll(() => server?.stop());

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(server.services.database.db, query);
const resumeDir = () => path.join(server.dataDir, 'uploads', 'resumes');
const storedFiles = () => (existsSync(resumeDir()) ? readdirSync(resumeDir()) : []);
const applications = async () =>
  (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM career_applications`))[0]!.n;
// Each test starts with the IP's window empty; the limit has a test of its own.
beforeEach(async () => {
  await server.services.database.db.execute(sql`DELETE FROM rate_events WHERE scope = 'form-careers'`);
});

interface Resume {
  bytes: Uint8Array;
  name: string;
  type: string;
}
const PDF: Resume = { bytes: tinyPdf(), name: 'anjali-menon-cv.pdf', type: 'application/pdf' };

async function opening(): Promise<{ department_id: number; position_id: number; title: string; department: string }> {
  const departments = (await server.get('/api/careers/departments')).body.result as {
    id: number;
    name: string;
    slug: string;
  }[];
  const sales = departments.find((d) => d.slug === 'showroom-sales')!;
  const positions = (await server.post('careers/positions', { department_id: sales.id })).body.result as {
    id: number;
    title: string;
  }[];
  return { department_id: sales.id, position_id: positions[0]!.id, title: positions[0]!.title, department: sales.name };
}

async function fields(overrides: Record<string, string> = {}): Promise<Record<string, string>> {
  const open = await opening();
  return {
    name: 'Anjali Menon',
    email: 'anjali.menon@example.in',
    phone: '+919847012345',
    department_id: String(open.department_id),
    position_id: String(open.position_id),
    experience: '4',
    cover_note: 'Four years at a jeweller in Ernakulam; I speak Malayalam, English and Tamil.',
    captcha: await solvedCaptcha(server),
    ...overrides,
  };
}

async function apply(body: Record<string, string>, resume: Resume | null = PDF) {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) form.append(name, value);
  if (resume)
    form.append('resume', new Blob([resume.bytes as Uint8Array<ArrayBuffer>], { type: resume.type }), resume.name);
  const res = await fetch(`${server.baseUrl}/api/careers`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

describe('careers/departments and careers/positions', () => {
  it('lists the seeded departments with their open positions, and positions by department', async () => {
    const res = await server.get('/api/careers/departments');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const slugs = res.body.result.map((d: { slug: string }) => d.slug);
    expect(slugs).toEqual(['showroom-sales', 'design', 'gemmology', 'ecommerce', 'customer-care']);
    for (const department of res.body.result) {
      const positions = await server.post('careers/positions', { department_id: department.id });
      expect(positions.status).toBe(200);
      expect(positions.body.result).toHaveLength(department.open_positions);
      expect(positions.body.result.every((p: { department_id: number }) => p.department_id === department.id)).toBe(
        true,
      );
    }
    const sales = await server.post('careers/positions', { department_id: res.body.result[0].id });
    expect(sales.body.result.map((p: { location: string }) => p.location).join(' ')).toMatch(
      /Kochi.*Kozhikode.*Thrissur/,
    );
  });

  it('refuses an unknown or malformed department, and POST on the GET call', async () => {
    const unknown = await server.post('careers/positions', { department_id: 99_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.reason).toBe('DEPARTMENT_NOT_FOUND');
    for (const department_id of ['sales', -1, null]) {
      const bad = await server.post('careers/positions', { department_id });
      expect(bad.status).toBe(400);
      expect(bad.body.fields.department_id).toBeTruthy();
    }
    expect((await server.post('careers/departments', {})).status).toBe(405);
  });
});

describe('careers (the application)', () => {
  it('takes a PDF résumé: the spec toast, one row, the file under a random name, the staff mail naming applicant and position', async () => {
    const open = await opening();
    const before = storedFiles().length;
    const res = await apply(await fields());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: CAREERS_TOAST });
    expect(res.body.result.reference).toMatch(/^CA[0-9A-Z]{8}$/);
    const [row] = await rows<{
      name: string;
      phone: string;
      resume_path: string;
      resume_kind: string;
      resume_label: string;
      resume_bytes: number;
      position_id: number;
    }>(
      sql`SELECT name, phone, resume_path, resume_kind, resume_label, resume_bytes, position_id FROM career_applications WHERE reference = ${res.body.result.reference}`,
    );
    expect(row).toMatchObject({
      name: 'Anjali Menon',
      phone: '+919847012345',
      resume_kind: 'pdf',
      resume_label: 'anjali-menon-cv.pdf',
      resume_bytes: PDF.bytes.byteLength,
      position_id: open.position_id,
    });
    expect(row!.resume_path).toMatch(/^uploads\/resumes\/[0-9a-f]{32}\.pdf$/);
    expect(row!.resume_path).not.toContain('anjali');
    expect(new Uint8Array(readFileSync(path.join(server.dataDir, row!.resume_path)))).toEqual(PDF.bytes);
    expect(storedFiles().length).toBe(before + 1);

    const mail = (await server.get('/api/dev/outbox?to=careers-staff@suvarna.example')).body.messages[0];
    expect(mail.subject).toBe(`Job application: Anjali Menon for ${open.title}`);
    expect(mail.text).toContain(`Department: ${open.department}`);
    expect(mail.text).toContain(`Résumé on the server: DATA_DIR/${row!.resume_path}`);
    expect(mail.text).toContain('Experience: 4 years');
  });

  it.each([
    ['a .doc', { bytes: tinyDoc(), name: 'cv.doc', type: 'application/msword' }, 'doc'],
    [
      'a .docx',
      {
        bytes: tinyDocx(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      'docx',
    ],
    [
      'a PDF named and declared as Word (stored as the PDF it is)',
      {
        bytes: tinyPdf(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      'pdf',
    ],
    [
      'a .docx named and declared as PDF (stored as .docx)',
      { bytes: tinyDocx(), name: 'cv.pdf', type: 'application/pdf' },
      'docx',
    ],
    ['exactly 5 MiB', { bytes: pdfOfSize(MAX_RESUME_BYTES), name: 'big.pdf', type: 'application/pdf' }, 'pdf'],
    [
      'a .docx with links to a profile and a mail address',
      {
        bytes: linkedDocx(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      'docx',
    ],
    [
      'a PDF whose text names HTML/JavaScript',
      { bytes: tinyPdf('Web developer: HTML/JavaScript'), name: 'cv.pdf', type: 'application/pdf' },
      'pdf',
    ],
  ])('takes %s by its content', async (_label, resume, kind) => {
    const res = await apply(await fields(), resume);
    expect(res.status).toBe(201);
    const [row] = await rows<{ resume_kind: string; resume_path: string }>(
      sql`SELECT resume_kind, resume_path FROM career_applications WHERE reference = ${res.body.result.reference}`,
    );
    expect(row!.resume_kind).toBe(kind);
    expect(row!.resume_path.endsWith(`.${kind}`)).toBe(true);
  });

  it.each([
    [
      'an executable renamed .pdf',
      { bytes: fakeExe(), name: 'cv.pdf', type: 'application/pdf' },
      RESUME_TEXTS.notAccepted,
    ],
    [
      'an Excel compound file renamed .doc',
      { bytes: tinyXls(), name: 'cv.doc', type: 'application/msword' },
      RESUME_TEXTS.notAccepted,
    ],
    [
      'a ZIP renamed .docx',
      {
        bytes: plainZip(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      RESUME_TEXTS.notAccepted,
    ],
    [
      'a Word package without its document',
      {
        bytes: hollowDocx(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      RESUME_TEXTS.brokenWord,
    ],
    [
      'a macro-enabled Word package',
      {
        bytes: macroDocx(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      RESUME_TEXTS.macros,
    ],
    [
      '661 bytes of OLE2 magic with "WordDocument" and a script',
      { bytes: fakeOle2Word(), name: 'cv.doc', type: 'application/msword' },
      RESUME_TEXTS.brokenWord,
    ],
    [
      'a .doc with a VBA storage and AutoOpen',
      { bytes: macroDoc(), name: 'cv.doc', type: 'application/msword' },
      RESUME_TEXTS.macros,
    ],
    [
      'a .docx with an external attachedTemplate',
      {
        bytes: externalTemplateDocx(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      RESUME_TEXTS.externalContent,
    ],
    [
      'a .docx with an ActiveX part',
      {
        bytes: activeXDocx(),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      RESUME_TEXTS.activeX,
    ],
    [
      'a PDF/HTML polyglot',
      {
        bytes: tinyPdf(undefined, { afterHeader: '%<html><body><script>alert(1)</script></body></html>\n' }),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      RESUME_TEXTS.pdfHtml,
    ],
    [
      'a web page in front of a PDF',
      {
        bytes: tinyPdf(undefined, { before: '<html><script>alert(1)</script></html>\n' }),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      RESUME_TEXTS.pdfHeader,
    ],
    [
      'a PDF running JavaScript when opened',
      {
        bytes: tinyPdf(undefined, { catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ' }),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      RESUME_TEXTS.pdfJavaScript,
    ],
    [
      'a PDF with a Launch action',
      {
        bytes: tinyPdf(undefined, { catalog: '/OpenAction << /S /Launch /F (cmd.exe) >> ' }),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      RESUME_TEXTS.pdfLaunch,
    ],
    [
      'a PDF with an attached file',
      {
        bytes: tinyPdf(undefined, { catalog: '/Names << /EmbeddedFiles << /Names [(cv.exe) 6 0 R] >> >> ' }),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
      RESUME_TEXTS.pdfAttachment,
    ],
    [
      'plain text declared as PDF',
      { bytes: new TextEncoder().encode('I am a résumé, honestly'), name: 'cv.pdf', type: 'application/pdf' },
      RESUME_TEXTS.notAccepted,
    ],
    ['an empty file', { bytes: new Uint8Array(0), name: 'cv.pdf', type: 'application/pdf' }, RESUME_TEXTS.empty],
    [
      'a PDF one byte over 5 MiB',
      { bytes: pdfOfSize(MAX_RESUME_BYTES + 1), name: 'cv.pdf', type: 'application/pdf' },
      RESUME_TEXTS.tooLarge,
    ],
  ])('refuses %s by the resume field, storing nothing', async (_label, resume, message) => {
    const [files, count] = [storedFiles().length, await applications()];
    const res = await apply(await fields(), resume);
    expect(res.status).toBe(400);
    expect(res.body.reason).toBe('INVALID_INPUT');
    expect(res.body.fields.resume).toBe(message);
    expect(storedFiles().length).toBe(files);
    expect(await applications()).toBe(count);
  });

  it('refuses every bad field at once by name, with the spec phone text, storing nothing', async () => {
    const [files, count] = [storedFiles().length, await applications()];
    const res = await apply(
      await fields({
        name: '<script>alert(1)</script>',
        email: 'anjali@',
        phone: '+91 5847012345',
        experience: 'lots',
        cover_note: 'x'.repeat(1501),
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['cover_note', 'email', 'experience', 'name', 'phone']);
    expect(res.body.fields.phone).toBe(INVALID_INDIAN_PHONE);
    expect(res.body.fields.email).toBe(emailProblem('anjali@'));
    const tooShort = await apply(await fields({ phone: '98470123' }));
    expect(tooShort.body.fields.phone).toMatch(/12 to 15 characters/);
    const control = await apply(await fields({ cover_note: 'hello\u0007there' }));
    expect(control.body.fields.cover_note).toBe(FIELD_TEXTS.controlCharacters);
    expect(storedFiles().length).toBe(files);
    expect(await applications()).toBe(count);
  });

  it('keeps a note with a script tag as plain text and escapes it in the staff mail', async () => {
    const note = '<script>alert("hi")</script> & <b>bold</b>';
    const res = await apply(await fields({ cover_note: note }));
    expect(res.status).toBe(201);
    const [row] = await rows<{ cover_note: string }>(
      sql`SELECT cover_note FROM career_applications WHERE reference = ${res.body.result.reference}`,
    );
    expect(row!.cover_note).toBe(note);
    const [mail] = await rows<{ html: string; text: string }>(
      sql`SELECT html, text FROM outbox_messages WHERE "to" = 'careers-staff@suvarna.example' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.text).toContain(note);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
  });

  it('refuses an unknown department, a position of another department, a missing résumé and unknown fields', async () => {
    const departments = (await server.get('/api/careers/departments')).body.result as { id: number }[];
    const designPositions = (await server.post('careers/positions', { department_id: departments[1]!.id })).body
      .result as { id: number }[];
    const count = await applications();
    expect((await apply(await fields({ department_id: '99999' }))).body.fields.department_id).toBe(
      'There is no such department.',
    );
    expect((await apply(await fields({ position_id: String(designPositions[0]!.id) }))).body.fields.position_id).toBe(
      'Please choose an open position of this department.',
    );
    const missing = await apply(await fields(), null);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.resume).toBe(RESUME_TEXTS.missing);
    expect((await apply(await fields({ salary: 'a lot' }))).body.fields['(body)']).toMatch(/unknown field salary/);
    const json = await server.post('careers', await fields());
    expect(json.status).toBe(400);
    expect(json.body.fields.resume).toBe(RESUME_TEXTS.missing);
    expect(await applications()).toBe(count);
  });

  it('answers 413 for a body far over 5 MiB, before reading it, with a declared length or chunked', async () => {
    const [files, count] = [storedFiles().length, await applications()];
    const big = await apply(await fields(), {
      bytes: pdfOfSize(6 * 1024 * 1024),
      name: 'cv.pdf',
      type: 'application/pdf',
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({
      reason: 'PAYLOAD_TOO_LARGE',
      message: RESUME_TEXTS.bodyTooLarge,
      fields: { resume: RESUME_TEXTS.tooLarge },
    });
    // Without a length (chunked), the server counts as it reads and stops past the limit.
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const chunked = await fetch(`${server.baseUrl}/api/careers`, {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    // Other calls keep the 1 MiB limit.
    const other = await server.post(
      'careers/positions',
      JSON.stringify({ department_id: 1, pad: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(other.status).toBe(413);
    expect(storedFiles().length).toBe(files);
    expect(await applications()).toBe(count);
  });

  it('takes a captcha solution once, and refuses a missing or forged one', async () => {
    const body = await fields();
    expect((await apply(body)).status).toBe(201);
    const count = await applications();
    const replay = await apply(body);
    expect(replay.status).toBe(400);
    expect(replay.body.reason).toBe('CAPTCHA_FAILED');
    expect((await apply({ ...body, captcha: Buffer.from('{"number":1}').toString('base64') })).body.reason).toBe(
      'CAPTCHA_FAILED',
    );
    const { captcha: _dropped, ...without } = await fields();
    expect((await apply(without)).body.fields.captcha).toBe('is required');
    expect(await applications()).toBe(count);
  });

  it('limits one IP to 5 applications an hour, then 429 with Retry-After and nothing stored', async () => {
    for (let i = 0; i < 5; i++) expect((await apply(await fields())).status).toBe(201);
    const [files, count] = [storedFiles().length, await applications()];
    const refused = await apply(await fields());
    expect(refused.status).toBe(429);
    expect(refused.body.reason).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(storedFiles().length).toBe(files);
    expect(await applications()).toBe(count);
  });
});
