import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { usePageDefinition } from '../pages';
import { isModelId, type ModelId } from '../widgets/models/modelApi';
import { useModelNames } from '../widgets/models/useModelData';
import { type ModelApiProps, modelApiOf } from './ModelFieldInput';

const NO_IDS: readonly ModelId[] = [];
const NO_API: ModelApiProps = { apiUrl: '', method: 'GET' };

const idsOf = (value: unknown): readonly ModelId[] =>
  Array.isArray(value) ? value.filter(isModelId) : isModelId(value) && value !== '' ? [value] : NO_IDS;

const Names = ({ api, value }: { api: ModelApiProps | null; value: unknown }) => {
  const ids = idsOf(value);
  const { nameOf } = useModelNames(api ?? NO_API, api ? ids : NO_IDS);
  // '#id' while the name loads, and for a record that no longer exists.
  return <>{ids.map((id) => nameOf(id) ?? `#${id}`).join(', ')}</>;
};

const ForeignNames = ({ pageId, field, value }: { pageId: number; field: FieldDefinition; value: unknown }) => {
  const lookup = usePageDefinition(pageId);
  return <Names api={lookup.status === 'ready' ? modelApiOf(lookup.page, field) : null} value={value} />;
};

/**
 * A SingleModel, SelectModel or ArrayModel value, read-only (list cells, record views): the names of the chosen
 * records, looked up through the field's api as the pickers do (spec §7 name lookup by id).
 */
export const ModelValue = ({ page, field, value }: { page: PageDefinition; field: FieldDefinition; value: unknown }) =>
  field.pageId !== undefined ? (
    <ForeignNames pageId={field.pageId} field={field} value={value} />
  ) : (
    <Names api={modelApiOf(page, field)} value={value} />
  );
