import { Button, ButtonLink } from '../ui/button.tsx';
import { Modal } from '../ui/modal.tsx';
import type { AccountSettings } from './account-api.ts';
import { websiteLimitMessage } from './account-rules.ts';

/**
 * Spec §2 "Website-limit-reached modal", §8 'Maximum allowed website limit exceeded': shown instead
 * of onboarding when the user already owns as many websites as the limit allows (§9).
 */
export function WebsiteLimitModal({
  counts,
  onClose,
}: {
  counts: AccountSettings['counts'] | null;
  onClose(): void;
}) {
  return (
    <Modal
      open
      onClose={onClose}
      title="Website limit reached"
      actions={
        <>
          <ButtonLink href="/designer" variant="secondary" onClick={onClose}>
            Open my websites
          </ButtonLink>
          <Button onClick={onClose}>OK</Button>
        </>
      }
    >
      <p className="account-alert" role="alert">
        {websiteLimitMessage}
      </p>
      <p>
        {counts
          ? `You own ${counts.ownedWebsites} of the ${counts.ownedWebsiteLimit} websites an account may have. `
          : ''}
        To create a new website, delete one of yours in the designer first, or ask an owner to share theirs
        with you.
      </p>
    </Modal>
  );
}
