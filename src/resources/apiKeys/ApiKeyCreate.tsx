import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Create, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { IssuedApiKey } from '../../api/apiKeys';
import { HttpError } from '../../dataProvider/HttpError';
import { failureMessage } from '../../ui/feedback/failureMessage';
import { useDialogs } from '../../ui/modals/useDialogs';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { ApiKeyForm } from './ApiKeyForm';
import { apiKeyDetailPath } from './paths';
import { IssuedKeyDialog } from './IssuedKeyDialog';

/** A refusal's field errors (fieldErrors.ts), for the form to show under its inputs. */
const fieldErrorsOf = (error: unknown): Record<string, unknown> | undefined => {
  const errors = error instanceof HttpError ? (error.body as { errors?: unknown } | null)?.errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : undefined;
};

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
  const { stepUp } = useDialogs();
  const [issued, setIssued] = useState<{ id: string; key: string } | null>(null);
  const create = async (values: Record<string, unknown>) => {
    try {
      const created = await stepUp(
        async (proof) => (await dataProvider.create<IssuedApiKey>('apiKeys', { data: { ...values, ...proof } })).data,
        { title: 'app.apiKeys.confirmCreate' },
      );
      if (created === null) return undefined;
      queryClient.removeQueries({ queryKey: ['apiKeys', 'getOne'] });
      notify('app.apiKeys.created', { type: 'success' });
      setIssued({ id: created.id, key: created.key });
      return undefined;
    } catch (error) {
      const failure = failureMessage(error);
      notify(failure.message, { type: 'error', ...(failure.args ? { messageArgs: failure.args } : {}) });
      return fieldErrorsOf(error);
    }
  };
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
