import {
  languageNames,
  type SecondLanguageCode,
  secondLanguageCodes,
  type TranslateOptions,
  translationStatus,
  type Website,
} from '@sitewright/model';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { useToast } from '../../../ui/toast.tsx';
import type { Edit } from '../edit.ts';
import { sectionName } from '../suggestion-edits.ts';
import { withAnswerTranslations, withLanguage, withoutLanguage, withTranslation } from './language-edits.ts';
import { translateApi } from './translate-api.ts';
import { TranslationField } from './translation-field.tsx';
import './languages.css';

export interface LanguagesPanelProps {
  doc: Website;
  edit: Edit;
  readOnly: boolean;
  websiteId: string;
  /** Saves pending changes first: the api translates the saved draft. */
  ensureSaved(): Promise<boolean>;
}

/** "1 of 24 texts not translated"; "All 24 texts translated". */
export function untranslatedLine(untranslated: number, total: number): string {
  if (total === 0) return 'Your website has no texts to translate yet.';
  if (untranslated === 0) return `All ${total} texts translated`;
  return `${untranslated} of ${total} ${total === 1 ? 'text' : 'texts'} not translated`;
}

/** Where the second language is published: `/{handle}/{code}/` beside the English page. */
export function publishedAtLine(handle: string | null, code: SecondLanguageCode): string {
  return handle
    ? `Visitors find it at /${handle}/${code}/ (and /${code}/ on your own domain) once you publish, with a switch between the two languages.`
    : `Once you publish, visitors find it at your address followed by /${code}/, with a switch between the two languages.`;
}

/** The text fields by where they are: the website's settings, then each section in page order. */
function groupedFields(doc: Website) {
  const status = translationStatus(doc);
  const groups: { id: string; title: string; fields: typeof status.fields }[] = [];
  for (const field of status.fields) {
    const id = field.sectionId ?? 'settings';
    let group = groups.find((g) => g.id === id);
    if (!group) {
      const title = field.sectionId === null ? 'Settings' : sectionName(doc.sections, field.sectionId);
      group = { id, title, fields: [] };
      groups.push(group);
    }
    group.fields.push(field);
  }
  return { groups, untranslated: status.untranslated, total: status.fields.length };
}

/** "Services · Boiler repair · Paragraph" under the Services heading → "Boiler repair · Paragraph". */
const shortLabel = (label: string) => label.split(' · ').slice(1).join(' · ') || label;

function AddLanguage({ edit, readOnly }: Pick<LanguagesPanelProps, 'edit' | 'readOnly'>) {
  const [code, setCode] = useState<SecondLanguageCode>(secondLanguageCodes[0]);
  if (readOnly) return <p>Your website is in English only.</p>;
  return (
    <div className="languages-add">
      <h3>Add a language</h3>
      <p>
        Your website is in English. Add one more language: every text gets its translation, and visitors
        switch between the two.
      </p>
      <SelectField
        label="Language"
        name="second-language"
        value={code}
        options={secondLanguageCodes.map((c) => ({ value: c, label: languageNames[c].english }))}
        onChange={(value) => setCode(value as SecondLanguageCode)}
      />
      <Button onClick={() => edit((d) => withLanguage(d, code))}>Add</Button>
    </div>
  );
}

/**
 * The Languages panel (docs: designer README "Languages"): add one more language, translate every
 * text field (by hand, or with the AI where the server has one), see what is left, remove it.
 */
export function LanguagesPanel({ doc, edit, readOnly, websiteId, ensureSaved }: LanguagesPanelProps) {
  const toast = useToast();
  const language = doc.secondLanguage ?? null;
  const [options, setOptions] = useState<TranslateOptions | null>(null);
  const [translating, setTranslating] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; error: boolean } | null>(null);
  const [removing, setRemoving] = useState(false);
  const { groups, untranslated, total } = useMemo(() => groupedFields(doc), [doc]);
  const latest = useRef(doc);
  latest.current = doc;

  useEffect(() => {
    if (!language || readOnly || options) return;
    translateApi
      .options(websiteId)
      .then(setOptions, () =>
        setOptions({ ai: false, languages: [], note: 'Translating with AI is not available right now.' }),
      );
  }, [language, readOnly, options, websiteId]);

  if (!language) {
    return (
      <section className="designer-panel languages-panel" aria-labelledby="languages-title">
        <h2 id="languages-title">Languages</h2>
        <AddLanguage edit={edit} readOnly={readOnly} />
      </section>
    );
  }

  const name = languageNames[language.code].english;
  const translateWithAi = async () => {
    setTranslating(true);
    setOutcome(null);
    try {
      if (!(await ensureSaved()))
        throw new Error('Your latest changes could not be saved, so nothing was translated.');
      const keys = groups
        .flatMap((g) => g.fields)
        .filter((f) => f.state !== 'translated')
        .map((f) => f.key);
      const answer = await translateApi.translate(websiteId, { language: language.code, keys });
      // Counted on the draft as it is now: a text changed while the answer was on its way is left out.
      const { taken } = withAnswerTranslations(latest.current, answer.translations);
      edit((d) => withAnswerTranslations(d, answer.translations).doc);
      const line = `${taken} ${taken === 1 ? 'text' : 'texts'} translated into ${name}`;
      setOutcome({ text: answer.note ? `${line}. ${answer.note}` : `${line}.`, error: false });
      toast.show(line);
    } catch (failure) {
      setOutcome({ text: (failure as Error).message, error: true });
    } finally {
      setTranslating(false);
    }
  };

  return (
    <section className="designer-panel languages-panel" aria-labelledby="languages-title">
      <h2 id="languages-title">Languages</h2>
      <p className="languages-panel__languages">
        English and <strong>{name}</strong> ({languageNames[language.code].native})
      </p>
      <p className="languages-panel__count" data-untranslated={untranslated}>
        {untranslatedLine(untranslated, total)}
      </p>
      <p className="languages-panel__where">{publishedAtLine(doc.handle, language.code)}</p>
      <p className="languages-panel__hint">
        A text without its translation shows in English on the {name} page, as the preview shows it.
      </p>
      {!readOnly && (
        <div className="languages-panel__ai">
          {options?.ai ? (
            <Button
              variant="secondary"
              busy={translating}
              busyLabel="Translating…"
              disabled={untranslated === 0}
              onClick={translateWithAi}
            >
              Translate with AI
            </Button>
          ) : (
            options?.note && <p className="languages-panel__note">{options.note}</p>
          )}
          <p
            className={
              outcome?.error
                ? 'languages-panel__outcome languages-panel__outcome--error'
                : 'languages-panel__outcome'
            }
            role="status"
          >
            {outcome?.text ?? ''}
          </p>
        </div>
      )}
      {groups.map((group) => (
        <section key={group.id} className="languages-group" aria-labelledby={`languages-group-${group.id}`}>
          <h3 id={`languages-group-${group.id}`}>{group.title}</h3>
          {group.fields.map((field) => (
            <TranslationField
              key={field.key}
              field={field}
              label={shortLabel(field.label)}
              lang={language.code}
              languageName={name}
              readOnly={readOnly}
              onChange={(text) => edit((d) => withTranslation(d, field, text), `translation:${field.key}`)}
              onKeep={() => edit((d) => withTranslation(d, field, field.translation ?? ''))}
            />
          ))}
        </section>
      ))}
      {!readOnly && (
        <div className="languages-panel__remove">
          <Button variant="quiet" onClick={() => setRemoving(true)}>
            Remove {name}
          </Button>
        </div>
      )}
      {!readOnly && (
        <Modal
          open={removing}
          onClose={() => setRemoving(false)}
          title={`Remove ${name}?`}
          actions={
            <>
              <Button variant="quiet" onClick={() => setRemoving(false)}>
                Cancel
              </Button>
              <Button
                onClick={() => {
                  setRemoving(false);
                  edit(withoutLanguage);
                  toast.show(`${name} removed (Undo brings it back)`);
                }}
              >
                Remove language
              </Button>
            </>
          }
        >
          <p>
            Your {name} translations are removed from your draft. Visitors keep seeing the {name} page until
            you publish again. Undo brings them back.
          </p>
        </Modal>
      )}
    </section>
  );
}

/**
 * The switch above the preview between the English page and the second language's (shown only
 * when the draft has one). The second language's page is view-only in the preview: its texts are
 * edited in the Languages panel.
 */
export function PreviewLanguageSwitch({
  code,
  value,
  onChange,
}: {
  code: SecondLanguageCode;
  value: SecondLanguageCode | null;
  onChange(next: SecondLanguageCode | null): void;
}) {
  return (
    <div className="preview-language" role="toolbar" aria-label="Preview language">
      {([null, code] as const).map((c) => (
        <Button
          key={c ?? 'en'}
          size="small"
          variant={value === c ? 'primary' : 'quiet'}
          aria-pressed={value === c}
          onClick={() => onChange(c)}
        >
          {languageNames[c ?? 'en'].english}
        </Button>
      ))}
    </div>
  );
}
