import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { type Draft, newDraft } from './draft';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { listPages, loadPage } from './editorApi';
import { PageEditor } from './PageEditor';
import { PagePicker } from './PagePicker';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { ScreenCard } from '../../ui/ScreenCard';

/** The page being edited; `session` changes on every open, so the editor starts afresh. */
type Editing =
  | { status: 'none' }
  | { status: 'loading'; id: number }
  | { status: 'missing'; id: number }
  | { status: 'ready'; id: number; draft: Draft; isNew: boolean; session: number; version: number | null };

let sessions = 0;

/**
 * /pageEditor: staff pick a page definition, or start a new one, edit it as a form or as JSON, see its
 * problems by path and a live preview, save it as a new version and roll back to an earlier one. Its own chunk.
 */
const PageEditorScreen = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const title = translate(titleKey);
  const list = useQuery({ queryKey: queryKeys.editorPages(), queryFn: ({ signal }) => listPages(signal), ...LOAD_ONCE });
  const [editing, setEditing] = useState<Editing>({ status: 'none' });

  // Opening another page (or a new one), leaving the screen or closing the tab over unsaved changes asks first.
  const dirty = useRef(false);
  const [unsaved, setUnsaved] = useState(false);
  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
    setUnsaved(value);
  }, []);
  const [pendingSwitch, setPendingSwitch] = useState<(() => void) | null>(null);
  const guarded = (run: () => void) => (dirty.current && editing.status === 'ready' ? setPendingSwitch(() => run) : run());
  const guarding = unsaved && editing.status === 'ready';

  const open = async (id: number) => {
    setEditing({ status: 'loading', id });
    try {
      const opened = await loadPage(id);
      setEditing(opened ? { status: 'ready', id, draft: opened.draft, version: opened.version, isNew: false, session: ++sessions } : { status: 'missing', id });
    } catch {
      setEditing({ status: 'missing', id });
    }
  };
  const startNew = (id: number) => setEditing({ status: 'ready', id, draft: newDraft(id), version: null, isNew: true, session: ++sessions });

  const pages = list.status === 'success' ? list.data : [];
  return (
    <ScreenCard title={title}>
      {list.status === 'pending' ? <LinearProgress aria-label={translate('app.pageEditor.pick.loading')} /> : null}
      {list.status === 'error' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.pageEditor.pick.loadFailed')}
        </Alert>
      ) : null}
      {list.status !== 'pending' ? (
        <PagePicker
          key={pages.map((page) => page.id).join(',')}
          pages={pages}
          current={editing.status === 'none' ? null : editing.id}
          busy={editing.status === 'loading'}
          onOpen={(id) => guarded(() => void open(id))}
          onNew={(id) => guarded(() => startNew(id))}
        />
      ) : null}
      {editing.status === 'loading' ? <LinearProgress aria-label={translate('app.pageEditor.pick.loading')} /> : null}
      {editing.status === 'missing' ? (
        <Alert severity="error" role="alert">
          {translate('app.pageEditor.pick.missing', { id: editing.id })}
        </Alert>
      ) : null}
      {editing.status === 'ready' ? (
        <PageEditor key={editing.session} pageId={editing.id} initial={editing.draft} version={editing.version} isNew={editing.isNew} onSaved={() => void list.refetch()} onDirty={onDirty} />
      ) : null}
      {guarding ? <LeaveGuard title="app.pageEditor.discard.title" content="app.pageEditor.discard.text" translateOptions={{ id: editing.id }} /> : null}
      <Confirm
        isOpen={pendingSwitch !== null}
        title="app.pageEditor.discard.title"
        content="app.pageEditor.discard.text"
        titleTranslateOptions={{ id: editing.status === 'none' ? '' : editing.id }}
        contentTranslateOptions={{ id: editing.status === 'none' ? '' : editing.id }}
        onConfirm={() => {
          const run = pendingSwitch;
          setPendingSwitch(null);
          dirty.current = false;
          run?.();
        }}
        onClose={() => setPendingSwitch(null)}
      />
    </ScreenCard>
  );
};

export default PageEditorScreen;
