import { withFieldErrors } from '../../../src/dataProvider/fieldErrors';
import { HttpError } from '../../../src/dataProvider/HttpError';

const refusal = (data: unknown, status = 400) => new HttpError('app.shops.errors.duplicateCode', status, { err: status, message: 'app.shops.errors.duplicateCode', data });
const errorsOf = (error: unknown) => ((error as HttpError).body as { errors?: unknown }).errors;

test('a 400 naming a field becomes the submission errors react-admin sets on that input, message and body kept', () => {
  const error = withFieldErrors(refusal({ field: 'code', code: 'HCM-01' })) as HttpError;
  expect(error).toBeInstanceOf(HttpError);
  expect([error.message, error.status]).toEqual(['app.shops.errors.duplicateCode', 400]);
  expect(error.body).toMatchObject({ err: 400, data: { field: 'code', code: 'HCM-01' }, errors: { code: 'app.shops.errors.duplicateCode' } });
});

test("a nested path is nested as the form's values are, after the resource's own mapping", () => {
  expect(errorsOf(withFieldErrors(refusal({ field: 'contact.phone' })))).toEqual({ contact: { phone: 'app.shops.errors.duplicateCode' } });
  expect(errorsOf(withFieldErrors(refusal({ field: 'area.wardCode' }), (field) => field.split('.')[0]))).toEqual({ area: 'app.shops.errors.duplicateCode' });
});

test('other failures pass as they are: no field, the whole body, another status, not an HttpError', () => {
  for (const error of [refusal(null), refusal({ field: 'body' }), refusal({ field: 'code' }, 403), new Error('x')]) {
    expect(withFieldErrors(error)).toBe(error);
  }
});
