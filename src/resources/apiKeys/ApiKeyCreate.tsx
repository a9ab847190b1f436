import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Create, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { IssuedApiKey } from '../../api/apiKeys';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { ApiKeyForm } from './ApiKeyForm';
import { apiKeyDetailPath } from './paths';
import { IssuedKeyDialog } from './IssuedKeyDialog';

/**
 * /api-key/create (spec §2): createApiKey through react-admin's Create. The answer's key is shown once in a dialog;
 * react-admin's cache of the created record is dropped (it held the key), and Done opens the key's detail.
 */
const ApiKeyCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [issued, setIssued] = useState<{ id: string; key: string } | null>(null);
  const onSuccess = (created: IssuedApiKey) => {
    queryClient.removeQueries({ queryKey: ['apiKeys', 'getOne'] });
    notify('app.apiKeys.created', { type: 'success' });
    setIssued({ id: created.id, key: created.key });
  };
  return (
    <TitledScreen titleKey={titleKey}>
      <Create
        resource="apiKeys"
        title={translate(titleKey)}
        redirect={false}
        mutationOptions={{ onSuccess }}
        record={{ scopes: [], ipLines: '', expiryDate: null, password: '' }}
      >
        <ApiKeyForm creating />
      </Create>
      <IssuedKeyDialog apiKey={issued?.key ?? null} onDone={() => issued && navigate(apiKeyDetailPath(issued.id))} />
    </TitledScreen>
  );
};

export default ApiKeyCreate;
