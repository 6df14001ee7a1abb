import { useEffect, useState } from 'react';
import { useSession } from '../../auth/use-session.tsx';
import type { PageDefinition } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { websitesApi } from '../designer/websites-api.ts';
import './invite.css';

/**
 * `/invite/revoked` (spec §2 Routes and Account "Revoked-invite view"): where an editor lands when
 * their access was removed or their invitation disappeared — live, from the designer
 * (`invite-revoked` on the api's stream). One action: the user's own websites when they have any
 * (owned or still shared), otherwise creating one. Visitors who are not signed in see the latter.
 */
function InviteRevokedPage() {
  const { status } = useSession();
  const [hasWebsites, setHasWebsites] = useState<boolean | null>(null);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let current = true;
    websitesApi.list().then(
      ({ websites }) => current && setHasWebsites(websites.length > 0),
      () => current && setHasWebsites(false),
    );
    return () => {
      current = false;
    };
  }, [status]);

  return (
    <section className="invite-page" aria-labelledby="page-title" data-revoked-view="">
      <h1 id="page-title">Editor access removed</h1>
      <p>
        You can no longer edit this website: its owner removed your access, you left it, or the invitation no
        longer exists. Changes you had not saved were not kept.
      </p>
      <div className="invite-page__actions">
        {hasWebsites ? (
          <ButtonLink href="/designer">View your websites</ButtonLink>
        ) : (
          <ButtonLink href="/onboarding">Create a website</ButtonLink>
        )}
      </div>
    </section>
  );
}

export const page: PageDefinition = {
  head: () => ({
    title: `Editor access removed${titleSuffix}`,
    description: 'Your editor access to this website was removed.',
  }),
  Component: InviteRevokedPage,
};
