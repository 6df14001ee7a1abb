import type { DomainState } from '../entities/index.ts';
export type DomainStageId = 'connectionInitiated' | 'dnsVerified' | 'certificate';
export type DomainStageStatus = 'notStarted' | 'waiting' | 'inProgress' | 'completed';

export interface DomainStage {
  id: DomainStageId;
  label: string;
  status: DomainStageStatus;
  /** Extra line under the stage, where the spec gives one. */
  note?: string;
}

/** Spec §4 "Pending UI stages" copy; the certificate note states the spec's "usually under 1 hour, up to 48 hours". */
export const domainStageCopy = {
  connectionInitiated: 'Connection initiated',
  dnsVerified: 'DNS settings verified',
  certificate: 'Certificate generation',
  certificateNote: 'This usually takes under 1 hour, but can take up to 48 hours.',
} as const;

/**
 * The three stages of the domain connection view (spec §4 "Pending UI stages"): connection initiated
 * (always completed); DNS settings verified (waiting while PendingOwnershipVerification, else completed);
 * certificate generation (not started before ownership is verified, in progress until Connected, then
 * completed). Returns `null` for Failed, which shows re-configure and a support link instead.
 */
export function domainPendingStages(state: DomainState): DomainStage[] | null {
  if (state === 'Failed') return null;
  const dnsDone = state !== 'PendingOwnershipVerification';
  const certificate: DomainStageStatus =
    state === 'Connected' ? 'completed' : dnsDone ? 'inProgress' : 'notStarted';
  return [
    { id: 'connectionInitiated', label: domainStageCopy.connectionInitiated, status: 'completed' },
    { id: 'dnsVerified', label: domainStageCopy.dnsVerified, status: dnsDone ? 'completed' : 'waiting' },
    {
      id: 'certificate',
      label: domainStageCopy.certificate,
      status: certificate,
      note: domainStageCopy.certificateNote,
    },
  ];
}
