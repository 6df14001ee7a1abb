import type { ReactNode } from 'react';
import { Hero } from './page-parts.tsx';

/** A plain-language legal page: a title, a lead, and numbered sections. */
export function LegalText({
  title,
  lead,
  sections,
}: {
  title: string;
  lead: ReactNode;
  sections: readonly { heading: string; body: ReactNode }[];
}) {
  return (
    <>
      <Hero title={title} lead={lead} />
      <div className="legal">
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`}>
            <h2 id={`legal-${index}`}>
              {index + 1}. {section.heading}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </>
  );
}
