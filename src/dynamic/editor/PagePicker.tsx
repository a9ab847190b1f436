import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { textIn } from '../../core/localizedText';
import type { PageEntry } from './editorApi';

interface PagePickerProps {
  pages: readonly PageEntry[];
  /** The page being edited, if any. */
  current: number | null;
  busy: boolean;
  onOpen: (id: number) => void;
  onNew: (id: number) => void;
}

const PAGE_ID = /^[1-9][0-9]{0,9}$/;

/** Chooses the definition to edit (by id and name), or starts a new one under a new id (the next free one by default). */
export const PagePicker = ({ pages, current, busy, onOpen, onNew }: PagePickerProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [chosen, setChosen] = useState(current !== null ? String(current) : pages[0] ? String(pages[0].id) : '');
  const nextId = pages.reduce((max, page) => Math.max(max, page.id), 0) + 1;
  const [newId, setNewId] = useState(String(nextId));
  const taken = PAGE_ID.test(newId) && pages.some((page) => page.id === Number(newId));
  const newIdProblem = !PAGE_ID.test(newId) || Number(newId) > 2_147_483_647 ? 'app.pageEditor.pick.invalidId' : taken ? 'app.pageEditor.pick.idTaken' : null;

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) onOpen(Number(chosen));
  };
  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!newIdProblem) onNew(Number(newId));
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start', mb: 2 }}>
      {/* Both forms wrap: at 320 px (400 % zoom) a button beside its field would be cut off by the card. */}
      <Box component="form" onSubmit={open} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }} aria-label={translate('app.pageEditor.pick.openForm')}>
        <TextField
          select
          id="page-editor-pick"
          label={translate('app.pageEditor.pick.label')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          size="small"
          sx={{ minWidth: 'min(260px, 100%)' }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {pages.length === 0 ? <option value="">{translate('app.pageEditor.pick.none')}</option> : null}
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {`${page.id} · ${textIn(page.name, locale === 'vi' ? 'vi' : 'en')}`}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" disabled={busy || !chosen}>
          {translate('app.pageEditor.pick.open')}
        </Button>
      </Box>
      <Box component="form" onSubmit={start} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }} aria-label={translate('app.pageEditor.pick.newForm')}>
        <TextField
          id="page-editor-new-id"
          label={translate('app.pageEditor.pick.newId')}
          value={newId}
          onChange={(event) => setNewId(event.target.value.trim())}
          size="small"
          error={newIdProblem !== null}
          helperText={newIdProblem ? translate(newIdProblem, { id: newId }) : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 180 }}
        />
        <Button type="submit" variant="outlined" disabled={busy || newIdProblem !== null}>
          {translate('app.pageEditor.pick.startNew')}
        </Button>
      </Box>
    </Box>
  );
};
