import { RESERVED_RESOURCES, isReservedResource } from '../../../../src/api/pageDefinition';
import { validateDefinition } from '../../../../src/core/definition';
import { SHELL_ROUTES } from '../../../../src/app/shellRoutes';
import { SCREEN_RESOURCES } from '../../../../src/resources';
import { pageWith } from '../../dynamic/fixtures/pageCopy';

const firstSegment = (path: string) => path.split('/')[1];

describe('reserved resource names', () => {
  it('reserves the first path segment of every route of spec §2, the sign-in screens included, and every screen resource', () => {
    const segments = [...SHELL_ROUTES.map(({ path }) => firstSegment(path)), 'login', 'verifyLogin', 'forgotPass'];
    const names = SCREEN_RESOURCES.map((resource) => resource.name);
    for (const name of [...segments, ...names]) expect(isReservedResource(name)).toBe(true);
    expect(new Set(RESERVED_RESOURCES)).toEqual(new Set([...segments, ...names]));
  });

  it.each(['shops', 'form', 'pageEditor', 'api-key', 'login', 'Shops', 'PAGEEDITOR'])('refuses "%s" at the path resource', (name) => {
    const result = validateDefinition(pageWith((page) => { page.resource = name; }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const reserved = result.errors.filter(({ message }) => message.includes('is reserved'));
    expect(reserved).toEqual([{ path: 'resource', message: `"${name}" is reserved: #/${name} is a screen of the app; choose another resource name` }]);
  });

  it('accepts names that only resemble a route', () => {
    for (const name of ['partner-shops', 'shops2', 'my-form', 'listing']) {
      expect(isReservedResource(name)).toBe(false);
      expect(validateDefinition(pageWith((page) => { page.resource = name; })).ok).toBe(true);
    }
  });
});
