import { screen } from '@testing-library/react';
import { voucherPreviewPage } from '../../../server/db/demo/pages';
import { renderVouchers, vouchersApi } from '../resources/vouchers/renderVouchers';
import { notFound } from '../support/api';
import { recordNotices } from '../support/notices';
import { definitionIn } from './views/support/definitions';
import { pageServer } from './views/support/pageServer';
import { answerDialog, findDialog, renderPage } from './views/support/renderPage';
import { smallDefinition } from './pages/pageFixture';

/**
 * A record or voucher that does not exist is said ONCE, in the screen's language, by the screen itself: the HTTP
 * client raises no 'dataNotFound' notice of its own beside the screen's message (issue: it used to say it twice).
 */

const notices = recordNotices();

beforeEach(() => localStorage.clear());

const LANGUAGES = [
  ['en', 'Data Not Found', 'Close', 'This voucher does not exist.'],
  ['vi', 'Không tìm thấy dữ liệu', 'Đóng', 'Không tìm thấy ưu đãi này.'],
] as const;

/** Every element of the page whose own text is `text`: a notice, a dialog, an in-place alert alike. */
const said = (text: string) => screen.queryAllByText(text);

describe.each(LANGUAGES)('in %s', (locale, dataNotFound, close, voucherNotFound) => {
  test('the form screen with an unknown id: the screen’s dialog, then its message in place; no notice', async () => {
    // A read api that answers 404 for an id it does not know (as /api/vouchers/read does), not an empty list.
    pageServer([], { customers: [] }).on('GET /api/records/customers', () => notFound());
    const { user } = renderPage('/form?page=70&mode=edit&id=404', { pages: [smallDefinition()], locale });
    expect(await findDialog()).toHaveTextContent(dataNotFound);
    await answerDialog(user, close);
    expect(screen.getByRole('alert')).toHaveTextContent(dataNotFound);
    expect(said(dataNotFound)).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  test('the voucher preview (page 54) whose read answers 404: the same, once', async () => {
    const server = pageServer([]);
    server.on('GET /api/vouchers/read', () => notFound());
    const { user } = renderPage('/form?page=54&mode=edited&id=999', { pages: [definitionIn(voucherPreviewPage, locale)], locale });
    expect(await findDialog()).toHaveTextContent(dataNotFound);
    await answerDialog(user, close);
    expect(screen.getByRole('alert')).toHaveTextContent(dataNotFound);
    expect(said(dataNotFound)).toHaveLength(1);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(notices).toEqual([]);
  });

  test.each(['/voucherReview', '/voucherApprove'])('%s of an unknown voucher: its alert in place, nothing else', async (path) => {
    vouchersApi(undefined, { 'GET /api/vouchers/12': notFound(), 'GET /api/vouchers/12/history': notFound() });
    renderVouchers(`${path}?voucher=12`, { locale });
    expect(await screen.findByRole('alert')).toHaveTextContent(voucherNotFound);
    expect(said(voucherNotFound)).toHaveLength(1);
    expect(said(dataNotFound)).toEqual([]);
    expect(notices).toEqual([]);
  });
});
