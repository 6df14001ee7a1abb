import { RequireSignIn } from '../../auth/use-session.tsx';
import type { PageDefinition, PageProps } from '../../router/page.ts';
import { titleSuffix } from '../../router/page.ts';
import { LeadsInbox } from './leads-inbox.tsx';

/** `/designer/:websiteId/leads`: the website's leads inbox (issue 17 item 2), members only (the api answers 404 otherwise). */
function LeadsInboxPage({ match }: PageProps) {
  const websiteId = match.params.websiteId ?? '';
  return (
    <RequireSignIn>
      <LeadsInbox key={websiteId} websiteId={websiteId} />
    </RequireSignIn>
  );
}

export const page: PageDefinition = {
  head: () => ({ title: `Leads${titleSuffix}`, description: 'Messages and sign-ups from your website.' }),
  Component: LeadsInboxPage,
};
