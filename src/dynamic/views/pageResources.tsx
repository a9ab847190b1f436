import { type ComponentType, lazy, Suspense } from 'react';
import { Loading, Resource } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { PAGE_ICONS } from '../actions/icons';
import { apiForType } from '../pages/pageApis';

type View = ComponentType<{ page: PageDefinition }>;

// The views are a chunk of their own: the shell loads them only when a page resource opens.
const VIEWS = {
  list: lazy(() => import('./resource/ResourceList')),
  show: lazy(() => import('./resource/ResourceShow')),
  edit: lazy(() => import('./resource/ResourceEdit')),
  create: lazy(() => import('./resource/ResourceCreate')),
} satisfies Record<string, View>;

const view = (kind: keyof typeof VIEWS, page: PageDefinition) => {
  const View = VIEWS[kind];
  return (
    <Suspense fallback={<Loading />}>
      <View page={page} />
    </Suspense>
  );
};

/**
 * Each valid page with a `resource` as a react-admin Resource (as ra-no-code does): a list when it has a list
 * api, show always, edit with an update api, create with a create api. Access is each page's `action`
 * (src/dynamic/pages/pageAccess.ts); the menu lists them after the fixed entries.
 */
export const pageResources = (pages: readonly PageDefinition[]) =>
  pages
    .filter((page): page is PageDefinition & { resource: string } => page.resource !== undefined)
    .map((page) => (
      <Resource
        key={page.resource}
        name={page.resource}
        options={{ label: page.name }}
        icon={page.icon ? PAGE_ICONS[page.icon] : undefined}
        list={apiForType(page, 'list') ? view('list', page) : undefined}
        show={view('show', page)}
        edit={apiForType(page, 'update') ? view('edit', page) : undefined}
        create={apiForType(page, 'create') ? view('create', page) : undefined}
      />
    ));
