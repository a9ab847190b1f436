import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Create, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { IssuedApiKey } from '../../api/apiKeys';
import { useStepUpSubmit } from '../../ui/stepUp/useStepUpSubmit';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { ApiKeyForm } from './ApiKeyForm';
import { apiKeyDetailPath } from './paths';
import { IssuedKeyDialog } from './IssuedKeyDialog';

/**
 * /api-key/create (spec §2): the form, then "Confirm it's you" (the passkey, app code or password again), which
 * sends createApiKey through the data provider. The answer's key is shown once in a dialog; react-admin's cache of
 * the created record is dropped (it held the key), and Done opens the key's detail. A refusal of the form's values
 * goes back under its inputs.
 */
const ApiKeyCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const stepUpSubmit = useStepUpSubmit();
  const [issued, setIssued] = useState<{ id: string; key: string } | null>(null);
  const create = (values: Record<string, unknown>) => stepUpSubmit(
    async (proof) => (await dataProvider.create<IssuedApiKey>('apiKeys', { data: { ...values, ...proof } })).data,
    (created) => {
      queryClient.removeQueries({ queryKey: ['apiKeys', 'getOne'] });
      notify('app.apiKeys.created', { type: 'success' });
      setIssued({ id: created.id, key: created.key });
    },
    { title: 'app.apiKeys.confirmCreate' },
  );
  return (
    <TitledScreen titleKey={titleKey}>
      <Create resource="apiKeys" title={translate(titleKey)} redirect={false} record={{ scopes: [], ipLines: '', expiryDate: null }}>
        <ApiKeyForm onSubmit={create} />
      </Create>
      <IssuedKeyDialog apiKey={issued?.key ?? null} onDone={() => issued && navigate(apiKeyDetailPath(issued.id))} />
    </TitledScreen>
  );
};

export default ApiKeyCreate;
