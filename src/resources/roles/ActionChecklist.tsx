import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useInput, useTranslate, ValidationError } from 'react-admin';
import type { CatalogueGroup } from '../../api/roles';
import { useAccessText } from '../../hooks/useAccessText';
import { GroupCheckbox } from '../../ui/GroupCheckbox';

const ALWAYS = 'always';

/**
 * The role form's actions: one fieldset per screen, its heading the legend, a "select all" for the group (mixed
 * when some are chosen), and each action a labelled checkbox with its description. The always-allowed group is
 * not offered: nobody lacks it.
 */
export const ActionChecklist = ({ groups, disabled = false }: { groups: readonly CatalogueGroup[]; disabled?: boolean }) => {
  const translate = useTranslate();
  const { text } = useAccessText();
  const { field, fieldState } = useInput<string[]>({ source: 'actions', defaultValue: [] });
  const chosen: string[] = Array.isArray(field.value) ? field.value : [];
  const offered = groups.filter((group) => group.group !== ALWAYS);
  const total = offered.reduce((sum, group) => sum + group.actions.length, 0);
  const set = (next: Set<string>) => field.onChange([...next].sort());
  const toggle = (action: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(action);
    else next.delete(action);
    set(next);
  };
  const toggleGroup = (group: CatalogueGroup, on: boolean) => {
    const next = new Set(chosen);
    for (const { action } of group.actions) {
      if (on) next.add(action);
      else next.delete(action);
    }
    set(next);
  };
  return (
    <Box component="section" aria-labelledby="role-actions-heading" sx={{ width: '100%' }}>
      <Typography id="role-actions-heading" component="h2" variant="h6" sx={{ mt: 2 }}>
        {translate('app.roles.fields.actions')}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {translate('app.roles.actionCount', { count: chosen.filter((action) => offered.some((group) => group.actions.some((entry) => entry.action === action))).length, total })}
      </Typography>
      {/* react-admin's own reading of an error: a server refusal comes encoded with its arguments. */}
      {fieldState.error?.message ? <FormHelperText error role="alert"><ValidationError error={fieldState.error.message} /></FormHelperText> : null}
      {offered.map((group) => {
        const held = group.actions.filter((entry) => chosen.includes(entry.action)).length;
        const name = text(group.name);
        return (
          <Box component="fieldset" key={group.group} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 2, px: 2, pb: 1 }} disabled={disabled}>
            <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
              {name}
            </Typography>
            <FormControlLabel
              control={(
                <GroupCheckbox
                  all={held === group.actions.length}
                  some={held > 0}
                  onChange={(event) => toggleGroup(group, event.target.checked)}
                  disabled={disabled}
                  label={translate('app.roles.selectAll', { group: name })}
                />
              )}
              label={translate('app.roles.selectAll', { group: name })}
            />
            {group.actions.map((entry) => (
              <Box key={entry.action} sx={{ ml: 3 }}>
                <FormControlLabel
                  control={(
                    <Checkbox
                      checked={chosen.includes(entry.action)}
                      onChange={(event) => toggle(entry.action, event.target.checked)}
                      disabled={disabled}
                      slotProps={{ input: { 'aria-describedby': `action-${entry.action}-description` } }}
                    />
                  )}
                  label={text(entry.name)}
                />
                <Typography id={`action-${entry.action}-description`} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -1 }}>
                  {text(entry.description)}
                </Typography>
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
};
