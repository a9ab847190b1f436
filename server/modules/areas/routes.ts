import {
  areaListAnswerSchema, COUNTRY_VIETNAM, countryListAnswerSchema, getCountryRequestSchema, getProvinceRequestSchema, getTownshipRequestSchema,
} from '../../../src/api/areas';
import { listUnits, townshipParent } from '../../areas/areaList';
import { unitsOf } from '../../areas/unitData';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod';

const TAGS = ['areas'];

/** The township body, its codes also checked against the units: a wrong code is a 400 naming its field, like a malformed one. */
const townshipBodySchema = getTownshipRequestSchema.superRefine((body, context) => {
  const parent = townshipParent(body.system, body.provinceCode, body.districtCode);
  if ('field' in parent) context.addIssue({ code: 'custom', path: [parent.field], message: parent.message, input: body[parent.field] });
});

/**
 * The administrative units (spec §7 `province`, `township`, `country`), answered from the embedded data the
 * address picker shows, so that an API client sees the same units and codes. Any signed-in user may ask (the
 * auth guard requires the session): the data is public reference data, the same for every tenant.
 */
export const areaRoutes: ZodPlugin = async (app) => {
  app.post('/province/getProvince', {
    schema: {
      summary: 'The provinces of an address system (list contract), by code: `system` \'2025\' (34 provinces, the default) or \'legacy\' (63, before 1 July 2025); queryInput `name: { contains }` without diacritics; sort by code or name',
      description: 'Any signed-in user: the same reference data for every merchant. Without `limit`, every province (`limit` at most '
        + '1000, `skip` at most 100000); `count` is all the matches. An unknown body field, a `select` naming other than code, name, '
        + 'parentCode, or a value out of range is 400 naming it in `data.field`.',
      tags: TAGS, body: getProvinceRequestSchema, response: { 200: areaListAnswerSchema },
    },
  }, async (request) => {
    const { system, ...list } = request.body;
    const { data, count } = listUnits(unitsOf(system).provinces, list);
    return { ...ok(data), count };
  });

  app.post('/township/getTownship', {
    schema: {
      summary: 'The units under a unit (list contract): legacy `provinceCode` → its districts, legacy `provinceCode` + `districtCode` → the district\'s wards, 2025 `provinceCode` → the province\'s wards (no districts). A code that is not a unit of the system (or a district outside the province) is a 400 naming the field. queryInput `name: { contains }` without diacritics',
      description: 'Any signed-in user: the same reference data for every merchant. 400 with `data.field` `provinceCode` when it is not '
        + 'a province of `system`, `districtCode` when sent with the 2025 system or not a district of that province; take the codes '
        + 'from getProvince (and from this call for districts). Without `limit`, every unit (at most 1000).',
      tags: TAGS, body: townshipBodySchema, response: { 200: areaListAnswerSchema },
    },
  }, async (request) => {
    const { system, provinceCode, districtCode, ...list } = request.body;
    // The body schema refused every code that names no parent, so a parent is found here.
    const parentCode = districtCode || provinceCode;
    const { data, count } = listUnits(unitsOf(system).childrenOf(parentCode), list);
    return { ...ok(data), count };
  });

  app.post('/country/getCountry', {
    schema: {
      summary: 'The countries of addresses: Vietnam only (code \'VN\', name in Vietnamese and English)',
      description: 'Any signed-in user. Send an empty object: any body field is refused (400 naming it in `data.field`). Always '
        + 'answers the one country, with `count` 1.',
      tags: TAGS, body: getCountryRequestSchema, response: { 200: countryListAnswerSchema },
    },
  }, async () => ({ ...ok([{ ...COUNTRY_VIETNAM }]), count: 1 }));
};
