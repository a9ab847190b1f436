import type { FactorStatus } from '../../api/factors';

/** What each factor's section of /profile is given: the status read once for all, a way to read it again, the codes to show. */
export interface FactorSectionProps {
  status: FactorStatus;
  reload: () => Promise<void>;
  /** The recovery codes a first strong factor brings, shown once in the recovery-codes section. */
  showCodes: (codes: string[]) => void;
}
