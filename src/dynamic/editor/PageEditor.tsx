import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { AUTH_MESSAGES } from '../../api/authMessages';
import type { DefinitionIssue } from '../../api/pageDefinition';
import type { PagePrecondition, PageVersion, SavedPage } from '../../api/pages';
import { validateDefinition } from '../../core/definition';
import { isForbidden } from '../../dataProvider/isForbidden';
import { LOAD_ONCE, queryKeys } from '../../dataProvider/queries';
import { refreshDefinitions, usePageRegistry } from '../pages';
import { type Draft, draftId, type DraftPath, pathText, setAt } from './draft';
import { DraftFormView } from './DraftFormView';
import { DraftPreview } from './DraftPreview';
import { listVersions, loadPage, rollbackPage, type SaveOutcome, savePage } from './editorApi';
import { DraftForm, type DraftFormContext } from './formContext';
import { IssueList } from './IssueList';
import { JsonView } from './JsonView';
import { useDraft } from './useDraft';
import { useDraftChecks } from './useDraftChecks';
import { useIssueText } from './useIssueText';
import { type EditorView, usePathFocus } from './usePathFocus';
import { VersionList } from './VersionList';

const NO_ISSUES: readonly DefinitionIssue[] = [];
const NO_VERSIONS: readonly PageVersion[] = [];

/** What the last save or rollback came to, announced in the status region. */
type Outcome =
  | { kind: 'saved'; version: number; warnings: readonly DefinitionIssue[] }
  | { kind: 'rolledBack'; version: number; from: number; warnings: readonly DefinitionIssue[] }
  | { kind: 'refused' }
  /** Someone else saved the page (`version`: the current one) since this editor opened it, or a new page's id is taken: nothing was written. */
  | { kind: 'changed'; version: number | null; id: number; taken: boolean }
  | { kind: 'blocked' }
  | { kind: 'forbidden' }
  | { kind: 'failed' };

interface PageEditorProps {
  pageId: number;
  initial: Draft;
  /** The stored version `initial` is (null: a new page). */
  version: number | null;
  isNew: boolean;
  /** A version was written (the list of pages may have changed). */
  onSaved: (id: number) => void;
  /** Whether the draft holds changes not saved, whenever that changes. */
  onDirty: (dirty: boolean) => void;
}

const outcomeText = (outcome: Outcome, translate: (key: string, options?: object) => string) => {
  switch (outcome.kind) {
    case 'saved':
      return translate('app.pageEditor.save.saved', { version: outcome.version });
    case 'rolledBack':
      return translate('app.pageEditor.versions.rolledBack', { version: outcome.version, from: outcome.from });
    case 'refused':
      return translate('app.pageEditor.save.refused');
    case 'changed':
      return translate(outcome.taken ? 'app.pageEditor.save.taken' : 'app.pageEditor.save.changed', { version: outcome.version ?? 0, id: outcome.id });
    case 'blocked':
      return translate('app.pageEditor.save.blocked');
    case 'forbidden':
      return translate(AUTH_MESSAGES.forbidden);
    case 'failed':
      return translate('app.pageEditor.save.failed');
  }
};

/** One definition in the editor: form and JSON views of one draft, its problems by path, a live preview, versions. */
export const PageEditor = ({ pageId, initial, version: opened, isNew, onSaved, onDirty }: PageEditorProps) => {
  const translate = useTranslate();
  const registry = usePageRegistry();
  const draft = useDraft(initial);
  const checks = useDraftChecks(draft.draft);
  const [view, setView] = useState<EditorView>('form');
  const [switchRefused, setSwitchRefused] = useState(false);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const focusPath = usePathFocus(view, setView, textRef);
  const [server, setServer] = useState<readonly DefinitionIssue[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [stored, setStored] = useState<number | null>(isNew ? null : pageId);
  // The version this editor's draft starts from (null: none, a new page): saved on it only.
  const [base, setBase] = useState<number | null>(opened);
  const queryClient = useQueryClient();
  const issueText = useIssueText();
  // A page that cannot list its versions shows none.
  const versionList = useQuery({
    queryKey: queryKeys.pageVersions(stored ?? 0),
    queryFn: ({ signal }) => listVersions(stored ?? 0, signal),
    enabled: stored !== null,
    ...LOAD_ONCE,
  });
  const versions = versionList.isError ? NO_VERSIONS : (versionList.data ?? NO_VERSIONS);
  useEffect(() => onDirty(draft.dirty), [draft.dirty, onDirty]);

  const issuesByPath = useMemo(() => {
    const map = new Map<string, DefinitionIssue[]>();
    for (const issue of [...server, ...checks.errors]) map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
    return map;
  }, [server, checks.errors]);
  const { edit } = draft;
  const context: DraftFormContext = useMemo(
    () => ({
      edit,
      change: (path: DraftPath, value: unknown) => edit((current) => setAt(current, path, value)),
      issuesAt: (path: DraftPath) => issuesByPath.get(pathText(path)) ?? NO_ISSUES,
    }),
    [edit, issuesByPath],
  );
  const copyVersion = useCallback(
    (definition: Draft) => {
      edit(() => definition);
      setView('form');
    },
    [edit],
  );

  const switchView = (next: EditorView) => {
    if (next === 'form' && draft.syntax) return setSwitchRefused(true);
    setSwitchRefused(false);
    setView(next);
  };

  const written = (id: number) => {
    setStored(id);
    void queryClient.invalidateQueries({ queryKey: queryKeys.pageVersions(id) });
    void refreshDefinitions(registry);
    onSaved(id);
  };

  /** One write of page `id` (a save or a rollback): busy meanwhile, the server's refusal shown by path. */
  const write = async (id: number, call: () => Promise<SaveOutcome>, accepted: (saved: SavedPage) => Promise<Outcome>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await call();
      if (result.ok) {
        setServer([]);
        setBase(result.saved.version);
        setOutcome(await accepted(result.saved));
        written(id);
      } else if ('changed' in result) {
        setOutcome({ kind: 'changed', version: result.version, id, taken: id !== stored || base === null });
        // The other save joins the version list, to compare with before saving over it.
        void queryClient.invalidateQueries({ queryKey: queryKeys.pageVersions(id) });
      } else {
        setServer(result.errors);
        setOutcome({ kind: 'refused' });
      }
    } catch (error) {
      setOutcome({ kind: isForbidden(error) ? 'forbidden' : 'failed' });
    } finally {
      setBusy(false);
    }
  };

  /**
   * What the save requires of the stored page: the version this editor opened, or no page at all for a new one (or
   * an id changed in the JSON: another page is never overwritten unseen); `over`: save over the version said changed.
   */
  const preconditionFor = (id: number, over?: number | null): PagePrecondition => {
    if (over !== undefined) return over === null ? { absent: true } : { version: over };
    return id !== stored || base === null ? { absent: true } : { version: base };
  };

  const save = async (over?: number | null) => {
    const id = draftId(draft.draft);
    const checked = validateDefinition(draft.draft);
    if (draft.syntax || !checked.ok || id === null) return setOutcome({ kind: 'blocked' });
    await write(id, () => savePage(id, draft.draft, preconditionFor(id, over)), async ({ version, warnings }) => {
      draft.markSaved();
      return { kind: 'saved', version, warnings };
    });
  };

  const rollback = async (version: number) => {
    if (stored === null) return;
    await write(stored, () => rollbackPage(stored, version), async (saved) => {
      const reloaded = await loadPage(stored).catch(() => null);
      if (reloaded) {
        draft.reset(reloaded.draft);
        setBase(reloaded.version);
      }
      return { kind: 'rolledBack', version: saved.version, from: version, warnings: saved.warnings };
    });
  };

  // The latest rollback, behind a stable callback (the version list is memoised).
  const latestRollback = useRef(rollback);
  latestRollback.current = rollback;
  const rollbackRef = useCallback((version: number) => void latestRollback.current(version), []);

  const good = outcome?.kind === 'saved' || outcome?.kind === 'rolledBack';
  return (
    <DraftForm.Provider value={context}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Box component="h2" sx={{ typography: 'h6', m: 0 }}>
          {translate(stored === null ? 'app.pageEditor.newPage' : 'app.pageEditor.editing', { id: stored ?? pageId })}
        </Box>
        {draft.dirty ? <Chip size="small" color="warning" label={translate('app.pageEditor.unsaved')} /> : null}
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" onClick={() => void save()} disabled={busy} aria-busy={busy || undefined}>
          {translate(busy ? 'app.pageEditor.save.saving' : 'app.pageEditor.save.button')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" aria-atomic="true">
        {outcome ? (
          <Alert
            severity={good ? 'success' : 'error'}
            sx={{ mb: 1 }}
            action={outcome.kind === 'changed' ? (
              <Button color="inherit" size="small" disabled={busy} onClick={() => void save(outcome.version)}>
                {translate('app.pageEditor.save.overwrite')}
              </Button>
            ) : undefined}
          >
            {outcomeText(outcome, translate)}
            {good && outcome.warnings.length > 0 ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {outcome.warnings.map((warning, index) => (
                  <li key={index}>
                    <code>{warning.path || translate('app.pageEditor.problems.whole')}</code>: {issueText(warning)}
                  </li>
                ))}
              </Box>
            ) : null}
          </Alert>
        ) : null}
      </Box>
      <IssueList errors={checks.errors} warnings={checks.warnings} server={server} onPick={focusPath} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, mt: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Tabs value={view} onChange={(_, next: EditorView) => switchView(next)} aria-label={translate('app.pageEditor.views.label')}>
            <Tab value="form" label={translate('app.pageEditor.views.form')} id="page-editor-tab-form" aria-controls="page-editor-panel" />
            <Tab value="json" label={translate('app.pageEditor.views.json')} id="page-editor-tab-json" aria-controls="page-editor-panel" />
          </Tabs>
          {switchRefused && draft.syntax ? (
            <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
              {translate('app.pageEditor.json.fixFirst')}
            </Alert>
          ) : null}
          <Box role="tabpanel" id="page-editor-panel" aria-labelledby={`page-editor-tab-${view}`} sx={{ pt: 2 }}>
            {view === 'form' ? <DraftFormView draft={draft.draft} /> : <JsonView text={draft.text} syntax={draft.syntax} onChange={draft.editText} textRef={textRef} />}
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <DraftPreview page={checks.lastGood} stale={checks.stale} />
          {stored !== null ? (
            <VersionList
              pageId={stored}
              versions={versions}
              busy={busy}
              onRollback={rollbackRef}
              onCopy={copyVersion}
            />
          ) : null}
        </Box>
      </Box>
    </DraftForm.Provider>
  );
};
