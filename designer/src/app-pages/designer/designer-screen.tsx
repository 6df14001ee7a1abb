import { type SecondLanguageCode, sectionsMissingLinks, type Website } from '@sitewright/model';
import { publishedDocument } from '@sitewright/templates';
import { lazy, Suspense, useCallback, useEffect, useReducer, useState } from 'react';
import { type DesignerMode, DesignerToolbar } from './designer-toolbar.tsx';
import type { Edit } from './edit.ts';
import { EditControlBanner, StaleDraftModal } from './edit-control.tsx';
import { editorReducer, hasUnsavedChanges, initialHistory } from './editor-history.ts';
import { PreviewFrame } from './preview-frame.tsx';
import type { MissingLink } from './publish-checks.ts';
import { PublishModal } from './publish-modal.tsx';
import { QuickStartGuide, useQuickStartGuide } from './quick-start-guide.tsx';
import { RewriteMenu } from './rewrite-menu.tsx';
import { SectionsPanel } from './sections-panel.tsx';
import { SettingsPanel } from './settings-panel.tsx';
import { ShareModal } from './share-modal.tsx';
import { sectionName } from './suggestion-edits.ts';
import { ThemePanel } from './theme-panel.tsx';
import { type SaveState, useAutosave } from './use-autosave.ts';
import { useInlineEditor } from './use-inline-editor.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';
import { useWebsiteLive } from './use-website-live.ts';
import { copiedVersion } from './version-history-api.ts';
import type { LoadedWebsite } from './websites-api.ts';

/** One change of the draft; `coalesceKey` merges quick typing in one field into one undo step. */

// The Languages panel and the preview's language switch load on first use (the route's JS budget).
const languages = () => import('./languages/languages-panel.tsx');
const LanguagesPanel = lazy(() => languages().then((m) => ({ default: m.LanguagesPanel })));
const PreviewLanguageSwitch = lazy(() => languages().then((m) => ({ default: m.PreviewLanguageSwitch })));

const saveLabels: Record<SaveState['kind'], string> = {
  idle: '',
  saving: 'Saving…',
  stale: 'Not saved: changed elsewhere',
  'no-control': 'Not saved: another editor has control',
  failed: 'Not saved',
};

/** The toolbar's one save status: calm 'Draft saved' once this session saved and nothing is pending. */
function saveLabel(kind: SaveState['kind'], unsaved: boolean, savedOnce: boolean): string {
  if (kind !== 'idle') return saveLabels[kind];
  if (unsaved) return 'Unsaved changes';
  return savedOnce ? 'Draft saved' : '';
}

/** What the published page leaves out of the draft, as the publish dialog names it. */
function leftOutOfPage(doc: Website) {
  const published = publishedDocument(doc);
  return {
    standIns: published.standIns,
    missingLinks: sectionsMissingLinks(doc.sections).map(
      (s): MissingLink => ({
        sectionId: s.id,
        sectionName: sectionName(doc.sections, s.id),
        label: s.link.label,
        kind: s.type === 'Video' ? 'video' : 'button',
      }),
    ),
    suggestionsLeftOut: published.suggestionsLeftOut.map((s) => ({
      id: s.id,
      sectionId: s.sectionId,
      reason: s.reason,
      text: s.text,
      sectionName: sectionName(doc.sections, s.sectionId),
    })),
  };
}

export interface DesignerScreenProps {
  websiteId: string;
  loaded: LoadedWebsite;
  onReload(): void;
}

/** The designer once its website is Ready: toolbar, the mode's panel, and the live preview. */
export function DesignerScreen({ websiteId, loaded, onReload }: DesignerScreenProps) {
  const [history, dispatch] = useReducer(editorReducer, loaded.document, initialHistory);
  const narrow = useNarrowScreen();
  const [mode, setMode] = useState<DesignerMode>('Sections');
  /** The section whose form is open in the Sections panel (chosen in its list or in the preview). */
  const [selected, setSelected] = useState<string | null>(null);
  /** Another mode closes the open form, as the Sections panel leaving the screen always did. */
  const changeMode = (next: DesignerMode) => {
    if (next !== mode) setSelected(null);
    setMode(next);
  };
  const [width, setWidth] = useState<'desktop' | 'mobile'>('desktop');
  const [publishing, setPublishing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [liveUrl, setLiveUrl] = useState<string | null>(loaded.liveUrl);
  const [previewLanguage, setPreviewLanguage] = useState<SecondLanguageCode | null>(null);
  const guide = useQuickStartGuide();
  const holdsControl = loaded.editControl.youHoldIt;
  // Spec §2: below 768 px the designer is view-only; undo, redo and publish stay (limited editing).
  const readOnly = narrow || !holdsControl;
  const save = useAutosave(websiteId, history, dispatch, loaded.version, holdsControl);
  const unsaved = hasUnsavedChanges(history);
  useLeaveGuard(unsaved);
  // Lost edit control, the holder's saves and a revoked invite show live (spec §4).
  const { role, ownershipTransferred } = useWebsiteLive({
    websiteId,
    role: loaded.role,
    holdsControl,
    onReload,
  });

  const edit: Edit = useCallback((change, coalesceKey) => {
    window.sitewrightEditAt = performance.now();
    dispatch({ type: 'edit', change, ...(coalesceKey ? { coalesceKey } : {}) });
  }, []);
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);

  useEffect(() => {
    if (!holdsControl) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z') return;
      event.preventDefault(); // our history replaces the inputs' own undo, which would bypass it
      if (event.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [holdsControl, undo, redo]);

  const doc = history.present;
  const shownMode = narrow ? 'Preview' : mode;
  const second = doc.secondLanguage?.code ?? null;
  // The second language's page is view-only in the preview (its words are edited in the Languages panel).
  const shownLanguage = previewLanguage === second ? second : null;
  const editing = !readOnly && shownMode !== 'Preview' && !shownLanguage;
  // In-place editing of the preview's texts: in the editing modes only (README "Decisions").
  const inline = useInlineEditor({ doc, edit, undo, redo, enabled: editing });
  const panelProps = { doc, edit, readOnly };
  return (
    <div
      className="designer"
      data-loading-status="Ready"
      data-save-state={save.state.kind}
      data-unsaved={unsaved}
    >
      <h1 className="visually-hidden">Designer: {doc.websiteSettings.businessName || 'your website'}</h1>
      <DesignerToolbar
        mode={shownMode}
        onMode={changeMode}
        width={narrow ? 'mobile' : width}
        onWidth={setWidth}
        canUndo={holdsControl && history.past.length > 0}
        canRedo={holdsControl && history.future.length > 0}
        onUndo={undo}
        onRedo={redo}
        onPublish={() => setPublishing(true)}
        onShare={() => setSharing(true)}
        {...(narrow ? {} : { onGuide: guide.show, guideOpen: guide.open })}
        saveLabel={saveLabel(save.state.kind, unsaved, save.savedOnce)}
        compact={narrow}
        websiteId={websiteId}
        {...(readOnly
          ? {}
          : { onCopyVersion: (version: Website) => edit((current) => copiedVersion(version, current)) })}
      />
      {narrow && (
        <p className="designer-banner" role="note">
          Editing needs a larger screen (768 px wide or more). Here you can view your website and publish it.
        </p>
      )}
      {!holdsControl && <EditControlBanner websiteId={websiteId} onTaken={onReload} />}
      {guide.open && !narrow && (
        <QuickStartGuide
          doc={doc}
          onDismiss={guide.dismiss}
          onGo={(target) => (target === 'Publish' ? setPublishing(true) : changeMode(target))}
        />
      )}
      <div className={shownMode === 'Preview' ? 'designer-body designer-body--preview' : 'designer-body'}>
        {shownMode === 'Sections' && (
          <SectionsPanel {...panelProps} selected={selected} onSelect={setSelected} />
        )}
        {shownMode === 'Theme' && <ThemePanel {...panelProps} />}
        {shownMode === 'Languages' && (
          <Suspense fallback={<p className="designer-panel">Loading…</p>}>
            <LanguagesPanel {...panelProps} websiteId={websiteId} ensureSaved={save.saveNow} />
          </Suspense>
        )}
        {shownMode === 'Settings' && (
          <SettingsPanel
            {...panelProps}
            websiteId={websiteId}
            isOwner={role === 'Owner'}
            liveUrl={liveUrl}
            ensureSaved={save.saveNow}
            onPublish={() => setPublishing(true)}
            onUnpublished={() => {
              setLiveUrl(null);
              // The publisher cleared the handle without a new draft version; mirror it.
              dispatch({ type: 'reset', document: { ...history.present, handle: null } });
            }}
            onShare={() => setSharing(true)}
            onDraftChanged={onReload}
          />
        )}
        <PreviewFrame
          document={doc}
          width={narrow ? 'mobile' : width}
          editor={inline.editor}
          notice={inline.notice}
          selectedSectionId={shownMode === 'Sections' ? selected : null}
          previewLanguage={shownLanguage}
          {...(editing
            ? {
                onPickSection: (id: string) => {
                  setSelected(id);
                  setMode('Sections');
                },
              }
            : {})}
        >
          {second && (
            <Suspense>
              <PreviewLanguageSwitch code={second} value={shownLanguage} onChange={setPreviewLanguage} />
            </Suspense>
          )}
        </PreviewFrame>
        {/* Text selected in the preview: rewrite it in place (README "Rewriting a selection"). */}
        <RewriteMenu
          websiteId={websiteId}
          doc={doc}
          edit={edit}
          selection={inline.selection}
          enabled={editing}
        />
      </div>
      {publishing && (
        <PublishModal
          open={publishing}
          onClose={() => setPublishing(false)}
          websiteId={websiteId}
          currentHandle={doc.handle}
          {...leftOutOfPage(doc)}
          businessName={doc.websiteSettings.businessName}
          {...(readOnly
            ? {}
            : {
                onReviewSuggestions: () => {
                  setPublishing(false);
                  setMode('Sections');
                  // The form of the first section holding one, where its mark is.
                  const first = publishedDocument(history.present).suggestionsLeftOut[0];
                  if (first) setSelected(first.sectionId);
                },
                onFixSection: (sectionId: string) => {
                  setPublishing(false);
                  setMode('Sections');
                  setSelected(sectionId);
                },
              })}
          ensureSaved={save.saveNow}
          onPublished={(handle, url) => {
            setLiveUrl(url || null);
            const publishedAt = new Date().toISOString();
            // The server keeps these fields; mirror them so the settings panel shows the address.
            dispatch({
              type: 'reset',
              document: { ...history.present, handle, lastPublishedAt: publishedAt },
            });
          }}
        />
      )}
      {sharing && (
        <ShareModal
          websiteId={websiteId}
          isOwner={role === 'Owner'}
          onClose={() => setSharing(false)}
          onOwnershipTransferred={ownershipTransferred}
        />
      )}
      <StaleDraftModal
        open={save.state.kind === 'stale'}
        message={save.state.kind === 'stale' ? save.state.message : ''}
        onReload={onReload}
      />
    </div>
  );
}
