import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, type RaRecord, useDeleteMany, useListContext, useNotify, useTranslate } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { BulkDeleteRefused } from '../dataProvider';
import { resourceOf } from '../pages';
import { recordNameOf } from './useRecordName';

/**
 * Delete of the ticked rows: one confirm saying how many, then every record that can go goes. Those refused (still
 * in use) stay ticked and on the list, and one notice names each with its own reason.
 */
export const BulkDeleteRecordsButton = ({ page }: { page: PageDefinition }) => {
  const { selectedIds, data, onSelect, refetch } = useListContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();
  const count = selectedIds.length;
  const nameOf = (id: RaRecord['id']) => {
    const record = data?.find((row) => row.id === id);
    return record ? recordNameOf(page, record, translate) : translate('app.pages.recordNumber', { id });
  };
  const run = () =>
    deleteMany(
      resourceOf(page),
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onSelect([]);
          notify('app.pages.bulkDeleted', { type: 'info', messageArgs: { smart_count: count } });
        },
        onError: (error) => {
          setOpen(false);
          if (!(error instanceof BulkDeleteRefused)) return;
          const reasons = error.refused
            .map((refusal) => `${nameOf(refusal.id)}: ${translate(refusal.message, { _: refusal.message, smart_count: refusal.messageArgs?.count ?? 1, ...refusal.messageArgs })}`)
            .join('; ');
          notify('app.pages.bulkDeleteRefused', {
            type: 'warning',
            autoHideDuration: 15000,
            messageArgs: { smart_count: error.deleted.length, total: count, reasons },
          });
          // The refused rows stay ticked: the user sees which they were.
          onSelect(error.refused.map((refusal) => refusal.id));
          void refetch();
        },
      },
    );
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)} disabled={count === 0}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('app.pages.bulkDeleteTitle', { smart_count: count, name: page.name })}
        content={translate('app.pages.bulkDeleteConfirm', { smart_count: count })}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
