import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import { API_TYPES, BUTTON_ACTIONS, BUTTON_COLORS, HTTP_METHODS, ICONS, WIDGETS } from '../../api/pageDefinition';
import { ArraySection, type ItemInputs, PROPERTY_GRID } from './ArraySection';
import type { Draft, DraftPath } from './draft';
import { inputId } from './formContext';
import { DraftCheck, DraftNumber, DraftSelect, DraftText } from './DraftInputs';

const at = (path: DraftPath, key: string): DraftPath => [...path, key];

const FieldInputs: ItemInputs = ({ path, item }) => (
  <>
    <DraftText owner={item} path={at(path, 'field')} label="field" />
    <DraftText owner={item} path={at(path, 'name')} label="fieldLabel" />
    <DraftSelect owner={item} path={at(path, 'widget')} label="widget" options={WIDGETS} />
    <DraftText owner={item} path={at(path, 'placeholder')} label="placeholder" />
    <DraftText owner={item} path={at(path, 'group')} label="fieldGroup" />
    <DraftText owner={item} path={at(path, 'hideExpression')} label="hideExpression" />
    <DraftText owner={item} path={at(path, 'api')} label="fieldApi" />
    <DraftText owner={item} path={at(path, 'modelSelectField')} label="modelSelectField" />
    <DraftNumber owner={item} path={at(path, 'pageId')} label="pageId" />
    <DraftCheck owner={item} path={at(path, 'required')} label="required" />
    <DraftCheck owner={item} path={at(path, 'disabled')} label="disabled" />
  </>
);

const ButtonInputs: ItemInputs = ({ path, item }) => (
  <>
    <DraftText owner={item} path={at(path, 'title')} label="title" />
    <DraftText owner={item} path={at(path, 'mode')} label="mode" />
    <DraftSelect owner={item} path={at(path, 'type')} label="buttonType" options={['button', 'submit']} />
    <DraftSelect owner={item} path={at(path, 'action')} label="buttonAction" options={BUTTON_ACTIONS} />
    <DraftText owner={item} path={at(path, 'api')} label="fieldApi" />
    <DraftText owner={item} path={at(path, 'url')} label="url" />
    <DraftText owner={item} path={at(path, 'confirm')} label="confirm" />
    <DraftSelect owner={item} path={at(path, 'color')} label="color" options={BUTTON_COLORS} />
    <DraftSelect owner={item} path={at(path, 'icon')} label="icon" options={ICONS} />
    <DraftNumber owner={item} path={at(path, 'pageId')} label="pageId" />
    <DraftCheck owner={item} path={at(path, 'apiBasic')} label="apiBasic" />
    <DraftCheck owner={item} path={at(path, 'embedUrl')} label="embedUrl" />
    <DraftCheck owner={item} path={at(path, 'backOnDone')} label="backOnDone" />
  </>
);

const ApiInputs: ItemInputs = ({ path, item }) => (
  <>
    <DraftText owner={item} path={at(path, 'name')} label="apiName" />
    <DraftText owner={item} path={at(path, 'url')} label="url" />
    <DraftSelect owner={item} path={at(path, 'method')} label="method" options={HTTP_METHODS} />
    <DraftSelect owner={item} path={at(path, 'type')} label="apiType" options={API_TYPES} />
    <DraftText owner={item} path={at(path, 'controller')} label="controller" />
    <DraftText owner={item} path={at(path, 'action')} label="apiAction" />
  </>
);

const FIELDS = { title: 'fields', item: 'field', add: 'addField', blank: { field: '', widget: 'Text' }, names: ['name', 'field'], Inputs: FieldInputs };
const BUTTONS = { title: 'buttons', item: 'button', add: 'addButton', blank: { title: '', action: 'api' }, names: ['title'], Inputs: ButtonInputs };
const APIS = { title: 'apis', item: 'api', add: 'addApi', blank: { name: '', url: '/api/records/', method: 'GET' }, names: ['name'], Inputs: ApiInputs };

/** The page's own properties: a few inputs, re-rendered with every change of the draft. */
const PageInputs = ({ draft }: { draft: Draft }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="page-editor-page-title" id={inputId('')} tabIndex={-1}>
      <Typography component="h3" variant="h6" id="page-editor-page-title">
        {translate('app.pageEditor.form.page', { id: typeof draft.id === 'number' || typeof draft.id === 'string' ? String(draft.id) : '' })}
      </Typography>
      <Box sx={{ ...PROPERTY_GRID, mt: 1 }}>
        <DraftText owner={draft} path={['name']} label="name" />
        <DraftText owner={draft} path={['resource']} label="resource" />
        <DraftText owner={draft} path={['action']} label="action" />
        <DraftSelect owner={draft} path={['icon']} label="icon" options={ICONS} />
        <DraftText owner={draft} path={['read']} label="read" />
        <DraftText owner={draft} path={['api']} label="api" />
        <DraftCheck owner={draft} path={['group']} label="group" />
      </Box>
    </Box>
  );
};

/**
 * The draft as a form: the page's own properties, then its fields, buttons and apis as lists. What the form does
 * not cover (options, table columns, list settings, languages, defaults) is kept as it is and edited as JSON.
 */
export const DraftFormView = memo(function DraftFormView({ draft }: { draft: Draft }) {
  const translate = useTranslate();
  return (
    <Box>
      <PageInputs draft={draft} />
      <ArraySection name="schema" kind={FIELDS} items={draft.schema} />
      <ArraySection name="buttons" kind={BUTTONS} items={draft.buttons} />
      <ArraySection name="apis" kind={APIS} items={draft.apis} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('app.pageEditor.form.jsonOnly')}
      </Typography>
    </Box>
  );
});
