import type { Website } from '@sitewright/model';
import { Button } from '../../ui/button.tsx';
import { LeadsLink } from './leads-link.tsx';
import { VersionHistoryButton } from './version-history.tsx';

export const designerModes = ['Preview', 'Sections', 'Settings', 'Theme', 'Languages'] as const;
export type DesignerMode = (typeof designerModes)[number];

export interface ToolbarProps {
  mode: DesignerMode;
  onMode(mode: DesignerMode): void;
  width: 'desktop' | 'mobile';
  onWidth(width: 'desktop' | 'mobile'): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onPublish(): void;
  /** Opens the share modal (website sharing and editors); no Share button without it. */
  onShare?(): void;
  /** Opens the quick-start guide again; no Guide button without it. */
  onGuide?(): void;
  guideOpen?: boolean;
  saveLabel: string;
  /** Below 768 px: the compact toolbar, Preview only (spec §2 "view-only with limited editing"). */
  compact: boolean;
  /** The website: a "Leads" link to its inbox with the unread count (not in the compact toolbar); none without it. */
  websiteId?: string;
  /** "Copy into draft" in the version history: the version's document as one edit; not offered without it. */
  onCopyVersion?(document: Website): void;
}

/** The designer's toolbar (spec §2): the four modes and Languages, the preview width, undo/redo, publish. */
export function DesignerToolbar(props: ToolbarProps) {
  const modes = props.compact ? (['Preview'] as const) : designerModes;
  return (
    <div className={props.compact ? 'designer-toolbar designer-toolbar--compact' : 'designer-toolbar'}>
      <div className="designer-toolbar__group" role="toolbar" aria-label="Designer mode">
        {modes.map((m) => (
          <Button
            key={m}
            size="small"
            variant={props.mode === m ? 'primary' : 'quiet'}
            aria-pressed={props.mode === m}
            onClick={() => props.onMode(m)}
          >
            {m}
          </Button>
        ))}
      </div>
      {!props.compact && (
        <div className="designer-toolbar__group" role="toolbar" aria-label="Preview width">
          {(['desktop', 'mobile'] as const).map((w) => (
            <Button
              key={w}
              size="small"
              variant={props.width === w ? 'secondary' : 'quiet'}
              aria-pressed={props.width === w}
              onClick={() => props.onWidth(w)}
            >
              {w === 'desktop' ? 'Desktop' : 'Mobile'}
            </Button>
          ))}
        </div>
      )}
      <div className="designer-toolbar__group" role="toolbar" aria-label="History and publishing">
        <span className="designer-toolbar__save" role="status">
          {props.saveLabel}
        </span>
        <Button
          size="small"
          variant="quiet"
          disabled={!props.canUndo}
          onClick={props.onUndo}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </Button>
        <Button
          size="small"
          variant="quiet"
          disabled={!props.canRedo}
          onClick={props.onRedo}
          aria-keyshortcuts="Control+Shift+Z"
        >
          Redo
        </Button>
        {props.websiteId && !props.compact && <LeadsLink websiteId={props.websiteId} />}
        {props.websiteId && !props.compact && (
          <VersionHistoryButton
            websiteId={props.websiteId}
            {...(props.onCopyVersion ? { onCopy: props.onCopyVersion } : {})}
          />
        )}
        {props.onGuide && (
          <Button
            size="small"
            variant="quiet"
            aria-expanded={props.guideOpen ?? false}
            onClick={props.onGuide}
          >
            Guide
          </Button>
        )}
        {props.onShare && (
          <Button size="small" variant="secondary" onClick={props.onShare}>
            Share
          </Button>
        )}
        <Button size="small" onClick={props.onPublish}>
          Publish
        </Button>
      </div>
    </div>
  );
}
