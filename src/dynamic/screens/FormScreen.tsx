import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageDefinition } from '../pages';
import { type FormParams } from '../views/formParams';
import { FormView } from '../views/FormView';
import { PageAccessGate } from '../views/PageAccessGate';
import { PageLookupView } from '../views/PageLookupView';
import { ScreenCard } from '../../ui/ScreenCard';

/** The hash route /form?page&mode&id&embed&voucher (spec §2): old links keep working. */
const FormScreen = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  const [search] = useSearchParams();
  const lookup = usePageDefinition(search.get('page'));
  const text = search.toString();
  const params: FormParams = useMemo(() => {
    const query = new URLSearchParams(text);
    return { mode: query.get('mode'), id: query.get('id'), voucher: query.get('voucher'), embed: query.get('embed') };
  }, [text]);
  const title = lookup.status === 'ready' ? lookup.page.name : translate(titleKey);
  const card = (
    <ScreenCard title={title}>
      <PageLookupView lookup={lookup}>{(page) => <FormView key={`${page.id}?${text}`} page={page} params={params} />}</PageLookupView>
    </ScreenCard>
  );
  return lookup.status === 'ready' ? <PageAccessGate page={lookup.page}>{card}</PageAccessGate> : card;
};

export default FormScreen;
