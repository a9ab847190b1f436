import type { Area2025Index } from './areaIndex2025';
import type { AreaIndex } from './areaIndex';

/** One lazily imported index: fetched on first use, kept; a failed load may be retried. */
const lazily = <T>(load: () => Promise<T>): (() => Promise<T>) => {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
};

/** The legacy units (province → district → ward), fetched as a separate chunk on first use and indexed once. */
export const loadAreas: () => Promise<AreaIndex> = lazily(() => import('./areaIndex').then((module) => module.areaIndex));

/** The 2025 units (province → ward), a chunk of their own: a form in one system never fetches the other's data. */
export const loadAreas2025: () => Promise<Area2025Index> = lazily(() => import('./areaIndex2025').then((module) => module.area2025Index));
