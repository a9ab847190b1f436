/** Page definitions: loaded once after sign-in, validated, cached under `meta`, and called through their apis. */
export { checkDefinitions, checkDefinition, type CheckedDefinitions, type DefinitionProblem } from './checkDefinitions';
export { fetchDefinition, fetchDefinitionList, META_PATH, readCachedDefinitions } from './fetchDefinitions';
export { primeDefinitions, refreshDefinitions } from './loadDefinitions';
export { mayUsePage, menuPages, withPageAccess } from './pageAccess';
export { apiForType, findApi, resourceOf, type ApiType } from './pageApis';
export { callPageApi, pageRequest, PageCallError, type PageCall } from './pageCalls';
export { PageDefinitionsProvider, usePageRegistry, usePagesState } from './PageDefinitionsProvider';
export { PageLanguageSync } from './PageLanguageSync';
export { listPageRecords, readPageRecord, rowsOf, recordQueryInput, type PageRecord, type RecordKey } from './pageRecords';
export { createPageRegistry, type PageRegistry, type PagesState } from './pageRegistry';
export { parsePageId, usePageDefinition, type PageLookup } from './usePageDefinition';
