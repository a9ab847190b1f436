import type { AreaIndex } from './areaIndex';

let pending: Promise<AreaIndex> | null = null;

/** The area data, fetched as a separate chunk on first use and indexed once; a failed load may be retried. */
export const loadAreas = (): Promise<AreaIndex> => {
  pending ??= import('./areaIndex').then(
    (module) => module.areaIndex,
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
};
