import { useEffect, useState } from 'react';
import { type AreaIndex, loadAreas } from '../../address';

/** The legacy units' index for the list's province and district filters, loaded on first use (its own chunk). */
export const useAreaIndex = (): AreaIndex | undefined => {
  const [index, setIndex] = useState<AreaIndex>();
  useEffect(() => {
    let live = true;
    loadAreas().then((loaded) => live && setIndex(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, []);
  return index;
};
