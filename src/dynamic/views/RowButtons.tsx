import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { Link, type RaRecord } from 'react-admin';
import type { PageDefinition } from '../../api/pageDefinition';
import { buttonShown } from '../actions/buttonShown';
import { urlTarget } from '../actions/urlTarget';

/**
 * The definition's buttons of mode `row` that go to a route of the app (`url` with `$` and `#field#` of the row):
 * e.g. a voucher's preview, review and approval, each only in the states that allow it.
 */
export const RowButtons = ({ page, record }: { page: PageDefinition; record: RaRecord }) => (
  <>
    {page.buttons.filter((button) => button.mode?.includes('row') && button.action === 'url' && buttonShown(button, record)).map((button, index) => {
      const target = urlTarget(button, { record, id: record.id });
      if (target.kind !== 'navigate') return null;
      return (
        <Button
          key={`${index}-${button.title}`}
          component={Link}
          to={target.path}
          size="small"
          color={button.color ?? 'primary'}
          // The row's own click would open the edit screen instead.
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {button.title}
        </Button>
      );
    })}
  </>
);
