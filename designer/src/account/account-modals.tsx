import type { AccountSettings } from './account-api.ts';
import { AccountDeletion } from './account-deletion.tsx';
import { AccountSettingsModal } from './account-settings-modal.tsx';
import { WebsiteLimitModal } from './website-limit-modal.tsx';

export type AccountModal = 'settings' | 'delete' | 'limit';

export interface AccountModalsProps {
  modal: AccountModal;
  onModal(next: AccountModal | null): void;
  /** The counts read when "Create a new website" found the limit reached. */
  limitCounts: AccountSettings['counts'] | null;
  /** After the last modal closes (focus goes back to the user menu). */
  onClosed(): void;
}

/**
 * The account modals of the user menu (spec §2 Account): settings, the two deletion stages, the
 * website limit. One at a time; this module is loaded on first use.
 */
export function AccountModals({ modal, onModal, limitCounts, onClosed }: AccountModalsProps) {
  const close = () => {
    onModal(null);
    onClosed();
  };
  if (modal === 'settings') {
    return <AccountSettingsModal onClose={close} onDeleteAccount={() => onModal('delete')} />;
  }
  if (modal === 'delete') return <AccountDeletion onClose={close} />;
  return <WebsiteLimitModal counts={limitCounts} onClose={close} />;
}
