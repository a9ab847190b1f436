import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Create, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { IssuedWebhookEndpoint } from '../../api/webhooks';
import { IssuedSecretDialog } from '../../ui/secrets/IssuedSecretDialog';
import { useStepUpSubmit } from '../../ui/stepUp/useStepUpSubmit';
import { TitledScreen } from '../../ui/TitledScreen';
import type { ScreenProps } from '../screen';
import { webhookDetailPath } from './paths';
import { WebhookForm } from './WebhookForm';

/**
 * /webhook/create (issue 36): the form, then "Confirm it's you" (the passkey, app code or password again), which
 * sends createWebhookEndpoint through the data provider. The answer's signing secret is shown once; react-admin's
 * cache of the created record is dropped (it held the secret), and Done opens the endpoint's detail. A refusal of
 * the form's values (an address the server refuses) goes back under its input.
 */
const WebhookCreate = ({ titleKey }: ScreenProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const stepUpSubmit = useStepUpSubmit();
  const [issued, setIssued] = useState<{ id: string; secret: string } | null>(null);
  const create = (values: Record<string, unknown>) => stepUpSubmit(
    async (proof) => (await dataProvider.create<IssuedWebhookEndpoint>('webhooks', { data: { ...values, ...proof } })).data,
    (created) => {
      queryClient.removeQueries({ queryKey: ['webhooks', 'getOne'] });
      notify('app.webhooks.created', { type: 'success' });
      setIssued({ id: created.id, secret: created.secret });
    },
    { title: 'app.webhooks.confirmCreate' },
  );
  return (
    <TitledScreen titleKey={titleKey}>
      <Create resource="webhooks" title={translate(titleKey)} redirect={false} record={{ url: '', description: '', eventTypes: [] }}>
        <WebhookForm onSubmit={create} />
      </Create>
      <IssuedSecretDialog
        secret={issued?.secret ?? null}
        messages="app.webhooks.issued"
        onDone={() => issued && navigate(webhookDetailPath(issued.id))}
      />
    </TitledScreen>
  );
};

export default WebhookCreate;
