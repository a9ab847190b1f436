import { useEffect } from 'react';

/** Tells the move-money dialog whether a step's request is on its way (false again when the step goes), so it stays open meanwhile. */
export const useReportBusy = (pending: boolean, onBusy: (busy: boolean) => void): void => {
  useEffect(() => {
    onBusy(pending);
    return () => onBusy(false);
  }, [pending, onBusy]);
};
