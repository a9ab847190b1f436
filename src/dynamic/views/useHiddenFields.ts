import { useEffect, useMemo, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PageDefinition } from '../../api/pageDefinition';
import { compileHideExpression } from '../../core/expression';
import { labelOf } from './widgetProps';

type Failure = { field: string; error: string };

/**
 * The fields a page's `hideExpression`s hide, against the live form values (only the values they read are
 * watched). An expression that fails to evaluate never hides its field, and is reported once per field and form.
 */
export const useHiddenFields = (page: PageDefinition): ReadonlySet<string> => {
  const notify = useNotify();
  const failures = useRef<Failure[]>([]);
  const reported = useRef(new Set<string>());
  const compiled = useMemo(
    () =>
      page.schema.flatMap((field) => {
        if (field.hideExpression === undefined) return [];
        const expression = compileHideExpression(field.hideExpression, {
          onError: (error) => failures.current.push({ field: labelOf(field), error }),
        });
        // One that does not parse never passed validateDefinition; if it did, it hides nothing.
        return expression.ok ? [{ field: field.field, expression }] : [];
      }),
    [page],
  );
  const names = useMemo(() => [...new Set(compiled.flatMap(({ expression }) => expression.names))], [compiled]);
  const watched: unknown[] = useWatch({ name: names });
  const values = Object.fromEntries(names.map((name, index) => [name, watched?.[index]]));
  const hidden = new Set(compiled.filter(({ expression }) => expression.isHidden(values)).map(({ field }) => field));

  useEffect(() => {
    const fresh = failures.current.filter(({ field }) => !reported.current.has(field));
    failures.current = [];
    for (const { field, error } of fresh) {
      if (reported.current.has(field)) continue;
      reported.current.add(field);
      notify('app.pages.hideExpressionFailed', { type: 'warning', messageArgs: { field, error } });
    }
  });
  return hidden;
};
