import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldDefinition, PageDefinition } from '../../api/pageDefinition';
import { FieldInput } from './FieldInput';

/** Fields in sections, one per `group`, in the order each group first appears (fields without one come first). */
export const groupsOf = (fields: readonly FieldDefinition[]): { name: string; fields: FieldDefinition[] }[] => {
  const groups = new Map<string, FieldDefinition[]>();
  for (const field of fields) {
    const name = field.group ?? '';
    groups.set(name, [...(groups.get(name) ?? []), field]);
  }
  return [...groups].map(([name, members]) => ({ name, fields: members })).sort((a, b) => (a.name === '' ? -1 : b.name === '' ? 1 : 0));
};

const FieldList = ({ page, fields }: { page: PageDefinition; fields: readonly FieldDefinition[] }) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 720 }}>
    {fields.map((field) => (
      <FieldInput key={field.field} page={page} field={field} />
    ))}
  </Box>
);

/** The inputs of a page's form; hidden fields are not rendered, so they are neither validated nor edited. */
export const PageFields = ({ page, hidden }: { page: PageDefinition; hidden: ReadonlySet<string> }) => {
  const fields = page.schema.filter((field) => !hidden.has(field.field));
  if (!page.group) return <FieldList page={page} fields={fields} />;
  return (
    <>
      {groupsOf(fields).map((group) => (
        <Box component="section" key={group.name} aria-label={group.name || undefined} sx={{ mb: 2 }}>
          {group.name ? (
            <Typography component="h2" variant="h6" sx={{ mt: 1 }}>
              {group.name}
            </Typography>
          ) : null}
          <FieldList page={page} fields={group.fields} />
        </Box>
      ))}
    </>
  );
};
