import { useTranslate } from 'react-admin';

/** The id of a field's required hint, for `aria-describedby`. */
export const requiredHintId = (fieldId: string) => `${fieldId}-required`;

/** The ids of what describes a control, without the absent ones; undefined when none is left. */
export const idList = (...ids: (string | false | undefined)[]): string | undefined => ids.filter(Boolean).join(' ') || undefined;

/**
 * "Required" for screen readers, on fields whose role cannot carry `aria-required` (a group, a file button): they
 * reach it through `aria-describedby`. Hidden, because people already see the spec's '(*)'; a description may
 * point at a hidden element and is still read.
 */
export const RequiredHint = ({ fieldId }: { fieldId: string }) => {
  const translate = useTranslate();
  return (
    <span id={requiredHintId(fieldId)} hidden>
      {translate('app.widgets.requiredHint')}
    </span>
  );
};
