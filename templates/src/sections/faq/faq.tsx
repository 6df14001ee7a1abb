import { ButtonLink } from '../../primitives/button-link.tsx';
import { fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import type { SectionProps } from '../../section-template.ts';

/**
 * FAQ: up to 24 questions (§9). Each is a native `<details>`: it opens and closes without any
 * script, keyboard and screen readers included. Layout List stacks the heading above the questions;
 * Sidebar puts the heading in a column beside them from 992 px (it stays in view while scrolling).
 */
export function Faq({ section, ctx }: SectionProps<'FAQ'>) {
  const { heading, items, layout } = section;
  const title = heading ? (
    <h2 id={headingId(section)} className="sw-faq__heading" {...fieldMarker(ctx, section, 'heading')}>
      {heading}
    </h2>
  ) : null;
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      <div className={`sw-faq__layout sw-faq__layout--${layout.toLowerCase()}`}>
        {layout === 'Sidebar' ? <div className="sw-faq__sidebar">{title}</div> : title}
        {items.length > 0 ? (
          <div className="sw-faq__items">
            {items.map((item, index) => (
              <details key={item.id} className="sw-faq__item">
                <summary className="sw-faq__question">
                  {ctx.options.mode === 'preview' ? (
                    <span {...fieldMarker(ctx, section, 'items', index, 'question')}>{item.question}</span>
                  ) : (
                    item.question
                  )}
                </summary>
                <div className="sw-faq__answer">
                  <Paragraphs
                    text={item.answer}
                    field={fieldMarker(ctx, section, 'items', index, 'answer')}
                  />
                  {item.button ? (
                    <ButtonLink
                      link={item.button}
                      field={fieldMarker(ctx, section, 'items', index, 'button', 'label')}
                    />
                  ) : null}
                </div>
              </details>
            ))}
          </div>
        ) : null}
      </div>
    </SectionShell>
  );
}
