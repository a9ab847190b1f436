import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { PageVersion } from '../../api/pages';
import { formatDateTime } from '../../core/formatDate';
import type { Draft } from './draft';
import { VersionDialog } from './VersionDialog';

interface VersionListProps {
  pageId: number;
  versions: readonly PageVersion[];
  busy: boolean;
  onRollback: (version: number) => void;
  onCopy: (definition: Draft) => void;
}

/**
 * The stored versions of the page, newest first: view one, or write it again as the newest (after a confirmation) unless
 * it reads as the page does now.
 */
export const VersionList = memo(function VersionList({ pageId, versions, busy, onRollback, onCopy }: VersionListProps) {
  const translate = useTranslate();
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const author = ({ createdBy, createdByName }: PageVersion) =>
    createdBy === null ? translate('app.pageEditor.versions.seed') : createdByName ?? translate('app.pageEditor.versions.user', { id: createdBy });
  return (
    <Box component="section" aria-labelledby="page-editor-versions-title" sx={{ mt: 3 }}>
      <Box component="h3" id="page-editor-versions-title" sx={{ typography: 'h6', m: 0 }}>
        {translate('app.pageEditor.versions.title')}
      </Box>
      {versions.length === 0 ? (
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{translate('app.pageEditor.versions.empty')}</Box>
      ) : (
        // The table scrolls in its own box and its buttons wrap: nothing is cut off by the editor's card.
        <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
        <Table size="small" aria-labelledby="page-editor-versions-title">
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.pageEditor.versions.version')}</TableCell>
              <TableCell>{translate('app.pageEditor.versions.date')}</TableCell>
              <TableCell>{translate('app.pageEditor.versions.author')}</TableCell>
              <TableCell>{translate('app.pageEditor.versions.restoredFrom')}</TableCell>
              <TableCell>{translate('app.pageEditor.versions.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((row, index) => (
              <TableRow key={row.version}>
                <TableCell>
                  {row.version}
                  {index === 0 ? ` (${translate('app.pageEditor.versions.current')})` : ''}
                </TableCell>
                <TableCell>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>{author(row)}</TableCell>
                <TableCell>{row.restoredFrom ?? '–'}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                  <Button size="small" onClick={() => setViewing(row.version)} aria-label={translate('app.pageEditor.versions.view', { version: row.version })}>
                    {translate('app.pageEditor.versions.viewShort')}
                  </Button>
                  {/* Rolling back to what the page already is would change nothing: not offered. */}
                  {row.sameAsCurrent ? null : (
                    <Button
                      size="small"
                      color="warning"
                      disabled={busy}
                      onClick={() => setConfirming(row.version)}
                      aria-label={translate('app.pageEditor.versions.rollback', { version: row.version })}
                    >
                      {translate('app.pageEditor.versions.rollbackShort')}
                    </Button>
                  )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        </Box>
      )}
      {viewing !== null ? (
        <VersionDialog
          pageId={pageId}
          version={viewing}
          onClose={() => setViewing(null)}
          onCopy={(definition) => {
            setViewing(null);
            onCopy(definition);
          }}
        />
      ) : null}
      <Confirm
        isOpen={confirming !== null}
        title="app.pageEditor.versions.confirmTitle"
        content="app.pageEditor.versions.confirmText"
        titleTranslateOptions={{ version: confirming ?? '' }}
        contentTranslateOptions={{ version: confirming ?? '' }}
        onConfirm={() => {
          if (confirming !== null) onRollback(confirming);
          setConfirming(null);
        }}
        onClose={() => setConfirming(null)}
      />
    </Box>
  );
});
