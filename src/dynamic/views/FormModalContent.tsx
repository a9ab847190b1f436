import CloseIcon from '@mui/icons-material/Close';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'react-admin';
import type { Modal } from '../../ui/modals/modalStack';
import { apiForType, usePageDefinition } from '../pages';
import { FormView } from './FormView';
import { PageLookupView } from './PageLookupView';

interface FormModalContentProps {
  modal: Extract<Modal, { kind: 'form' }>;
  titleId: string;
  onClose: () => void;
  onDone: () => void;
}

/** The generic form modal's content (spec §2 Modals): the page's form; success closes it with 'successfully'. */
const FormModalContent = ({ modal, titleId, onClose, onDone }: FormModalContentProps) => {
  const translate = useTranslate();
  const lookup = usePageDefinition(modal.pageId);
  const params = { mode: modal.mode, id: modal.recordId ?? null, voucher: modal.voucher ?? null, embed: modal.embed ?? null };
  // A record created here is handed to the screen below (its picker of that kind chooses it), then the dialog closes.
  const created = (record?: Readonly<Record<string, unknown>>) => {
    const createdAt = lookup.status === 'ready' ? apiForType(lookup.page, 'create')?.url : undefined;
    if (record && createdAt) modal.onCreated?.(record, createdAt);
    onDone();
  };
  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {lookup.status === 'ready' ? lookup.page.name : translate('app.screens.form')}
        <IconButton aria-label={translate('app.modal.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {modal.message ? <p>{modal.message}</p> : null}
        <PageLookupView lookup={lookup}>{(page) => <FormView page={page} params={params} close={created} />}</PageLookupView>
      </DialogContent>
    </>
  );
};

export default FormModalContent;
