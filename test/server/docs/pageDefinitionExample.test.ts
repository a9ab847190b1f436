import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeEachDatabase } from '../support/databases';
import { putPage } from '../support/pageEngine';
import { type SignedIn, signedIn } from '../support/signIn';
import { suiteApp } from '../support/suiteApp';

// docs/page-definitions.md's "Adding a resource through page metadata" works as written: its JSON is the example file the
// browser test uses, and the PUT of step 2 answers what the document shows; the new resource then takes records.

const ROOT = join(__dirname, '..', '..', '..');
const readme = readFileSync(join(ROOT, 'docs', 'page-definitions.md'), 'utf8');
const exampleFile = JSON.parse(readFileSync(join(ROOT, 'examples', 'store-notices.page.json'), 'utf8')) as Record<string, unknown>;

const section = readme.slice(readme.indexOf('## Adding a resource through page metadata'));
const blocks = (language: string) =>
  [...section.slice(0, section.indexOf('\n## ', 1)).matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((match) => match[1]);

describe('the worked example of docs/page-definitions.md', () => {
  it('shows the example file, and the curl call that sends it to page 70', () => {
    expect(JSON.parse(blocks('json')[0])).toEqual(exampleFile);
    const [shell] = blocks('sh');
    expect(shell).toContain('curl -X PUT http://localhost:8080/api/admin/pages/70');
    expect(shell).toContain('--data @examples/store-notices.page.json');
    expect(exampleFile.id).toBe(70);
  });
});

describeEachDatabase('the worked example against the API', (context) => {
  const suite = suiteApp(context);
  let staff: SignedIn;

  beforeAll(async () => {
    staff = await signedIn(suite.app, context.database, { type: 'staff' });
  });

  it('answers the PUT as the document says, then keeps records of the new resource', async () => {
    const [shell] = blocks('sh');
    const answerLine = shell.split('\n').map((line) => line.trim()).find((line) => line.startsWith('# {'));
    const documented = JSON.parse(answerLine!.slice(2));
    const put = await putPage(suite.app, staff, 70, exampleFile);
    expect(put.json()).toEqual(documented);

    const create = (payload: Record<string, unknown>) =>
      suite.app.inject({ method: 'POST', url: '/api/records/store-notices', headers: staff.headers, payload });
    expect((await create({ kind: 'info', startDate: '2027-02-05' })).statusCode).toBe(400);
    const created = await create({ title: 'Tết opening hours', kind: 'promotion', startDate: '2027-02-05', discount: 15 });
    expect(created.statusCode).toBe(200);
    const list = await suite.app.inject({ url: '/api/records/store-notices', headers: staff.headers });
    expect(list.json()).toEqual(expect.objectContaining({ count: 1, data: [expect.objectContaining({ title: 'Tết opening hours', discount: 15 })] }));
  });
});
