import { type PageDefinition, ROUTE_QUERY_PARAMS } from '../../api/pageDefinition';

/** What the reference checks look names up in. */
export interface DefinitionContext {
  definition: PageDefinition;
  /** The schema's field names, and `id`, which every record has. */
  fields: ReadonlySet<string>;
  apis: ReadonlySet<string>;
  /** What `@param@` may name: the route's query parameters and the definition's `queryParams`. */
  queryParams: ReadonlySet<string>;
}

export const contextOf = (definition: PageDefinition): DefinitionContext => ({
  definition,
  fields: new Set(['id', ...definition.schema.map(({ field }) => field)]),
  apis: new Set(definition.apis.map(({ name }) => name)),
  queryParams: new Set([...ROUTE_QUERY_PARAMS, ...(definition.queryParams ?? [])]),
});
