import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ComponentType, memo } from 'react';
import { useTranslate } from 'react-admin';
import { appendAt, type DraftPath, moveAt, pathText, removeAt } from './draft';
import { inputId, useDraftForm } from './formContext';

export type ListName = 'schema' | 'buttons' | 'apis';

/** The inputs of one item: `item` is the object they read, `path` where it sits in the draft. */
export type ItemInputs = ComponentType<{ path: DraftPath; item: unknown }>;

interface ListKind {
  /** i18n keys under app.pageEditor.form: the section title, one item ('Field %{n}: %{name}'), the add button. */
  title: string;
  item: string;
  add: string;
  /** What a new item starts with. */
  blank: Readonly<Record<string, unknown>>;
  /** The property naming an item beside its number (its label, title…), then the one after it. */
  names: readonly string[];
  Inputs: ItemInputs;
}

export const PROPERTY_GRID = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', alignItems: 'start' } as const;

const nameOf = (item: unknown, names: readonly string[]): string => {
  if (typeof item !== 'object' || item === null) return '';
  for (const key of names) {
    const value = (item as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return '';
};

interface ItemProps {
  name: ListName;
  kind: ListKind;
  index: number;
  last: boolean;
  item: unknown;
}

/** One item as a fieldset (focusable, for the error links) with move and remove; re-rendered only when it changes. */
const ListItem = memo(function ListItem({ name, kind, index, last, item }: ItemProps) {
  const translate = useTranslate();
  const { edit } = useDraftForm();
  const path: DraftPath = [name, index];
  const labelId = `page-editor-${name}-${index}-label`;
  const label = translate(`app.pageEditor.form.${kind.item}`, { n: index + 1, name: nameOf(item, kind.names) });
  const { Inputs } = kind;
  return (
    <Box
      component="fieldset"
      id={inputId(pathText(path))}
      tabIndex={-1}
      aria-labelledby={labelId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1.5, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography component="span" variant="subtitle2" id={labelId}>
          {label}
        </Typography>
        <IconButton size="small" aria-label={translate('app.pageEditor.form.moveUp', { item: label })} disabled={index === 0} onClick={() => edit((current) => moveAt(current, [name], index, -1))}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={translate('app.pageEditor.form.moveDown', { item: label })} disabled={last} onClick={() => edit((current) => moveAt(current, [name], index, 1))}>
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={translate('app.pageEditor.form.remove', { item: label })} onClick={() => edit((current) => removeAt(current, [name], index))}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={PROPERTY_GRID}>
        <Inputs path={path} item={item} />
      </Box>
    </Box>
  );
});

/** One list of the definition (schema, buttons, apis): its items, and a button to add one. */
export const ArraySection = memo(function ArraySection({ name, kind, items }: { name: ListName; kind: ListKind; items: unknown }) {
  const translate = useTranslate();
  const { edit } = useDraftForm();
  const list = Array.isArray(items) ? items : [];
  const headingId = `page-editor-${name}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} id={inputId(name)} tabIndex={-1} sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6" id={headingId}>
        {translate(`app.pageEditor.form.${kind.title}`)}
      </Typography>
      {list.map((item: unknown, index) => (
        <ListItem key={index} name={name} kind={kind} index={index} last={index === list.length - 1} item={item} />
      ))}
      <Button startIcon={<AddIcon />} onClick={() => edit((current) => appendAt(current, [name], { ...kind.blank }))} sx={{ mt: 1 }}>
        {translate(`app.pageEditor.form.${kind.add}`)}
      </Button>
    </Box>
  );
});
