import type { App } from '../../../server/app';
import { putPage } from './pageEngine';
import type { SignedIn } from './signIn';

/**
 * Two pages where one refers to the other, as the demo vouchers refer to partners: `deals` have a SingleModel
 * `partnerId` whose names are the `partners`' `name`, a date, an amount and a title.
 */
export const referencePages = (base: number, prefix: string) => {
  const partners = `${prefix}-partners`;
  const deals = `${prefix}-deals`;
  const apis = (model: string) => [
    { name: 'list', url: `/api/records/${model}`, method: 'GET', type: 'list' },
    { name: 'create', url: `/api/records/${model}`, method: 'POST', type: 'create' },
  ];
  return {
    partners,
    deals,
    pages: [
      { id: base, name: 'Đối tác', resource: partners, action: 'managerecords', schema: [{ field: 'name', name: 'Tên', widget: 'Text' }], apis: apis(partners) },
      {
        id: base + 1, name: 'Ưu đãi', resource: deals, action: 'managerecords',
        list: { columns: ['id', 'title', 'partnerId', 'startDate', 'amount'] },
        schema: [
          { field: 'title', name: 'Tiêu đề', widget: 'Text' },
          { field: 'partnerId', name: 'Đối tác', widget: 'SingleModel', api: 'partners', modelSelectField: 'name$$Tên' },
          { field: 'startDate', name: 'Ngày bắt đầu', widget: 'Date' },
          { field: 'amount', name: 'Số tiền', widget: 'Text', type: 'number' },
        ],
        apis: [...apis(deals), { name: 'partners', url: `/api/records/${partners}`, method: 'GET', type: 'list' }],
      },
    ],
  };
};

/** Stores the pages, then one record per payload (in order) as `who`; answers the new ids. */
export const putPagesAndRecords = async (app: App, who: SignedIn, pages: readonly { id: number }[]) => {
  for (const page of pages) {
    const answer = await putPage(app, who, page.id, page);
    if (answer.statusCode !== 200) throw new Error(answer.body);
  }
  return async (model: string, payload: Record<string, unknown>): Promise<number> => {
    const answer = await app.inject({ method: 'POST', url: `/api/records/${model}`, headers: who.headers, payload });
    if (answer.statusCode !== 200) throw new Error(answer.body);
    return answer.json().data.id as number;
  };
};
