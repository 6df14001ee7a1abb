import type { ReactNode } from 'react';
import { wordsOf } from '../../page/page-words.ts';
import { ButtonLink } from '../../primitives/button-link.tsx';
import { fieldMarker } from '../../primitives/field-marker.ts';
import { headingId, Paragraphs, SectionShell } from '../../primitives/section-shell.tsx';
import type { SectionProps } from '../../section-template.ts';
import { videoEmbedUrl } from './video-embed.ts';

/**
 * Video: heading, description and the video. YouTube and Vimeo play in a lazy, privacy-friendly
 * iframe; any other address is a link to the video page. An empty link (a draft, spec §5 "video
 * links are required") shows nothing clickable: a hint in the designer's preview, nothing on the site.
 */
export function Video({ section, ctx }: SectionProps<'Video'>) {
  const { heading, description, link } = section;
  // Only web addresses become a player or a link; an empty (draft) or other-scheme one shows nothing.
  const url = /^https?:\/\//i.test(link.url.trim()) ? link.url.trim() : '';
  const embed = url ? videoEmbedUrl(url) : undefined;
  let player: ReactNode = null;
  if (embed) {
    player = (
      <div className="sw-video__frame">
        <iframe
          src={embed}
          title={heading || wordsOf(ctx).video}
          loading="lazy"
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  } else if (url) {
    player = (
      <p className="sw-video__link">
        <ButtonLink link={link}>{link.label || wordsOf(ctx).watchVideo}</ButtonLink>
      </p>
    );
  } else if (ctx.options.mode === 'preview') {
    player = <p className="sw-video__empty">Add the video's address to show it here.</p>;
  }
  return (
    <SectionShell section={section} ctx={ctx} labelled={heading !== ''}>
      {heading ? (
        <h2 id={headingId(section)} className="sw-video__heading" {...fieldMarker(ctx, section, 'heading')}>
          {heading}
        </h2>
      ) : null}
      {description ? (
        <div className="sw-video__description">
          <Paragraphs text={description} field={fieldMarker(ctx, section, 'description')} />
        </div>
      ) : null}
      {player}
    </SectionShell>
  );
}
