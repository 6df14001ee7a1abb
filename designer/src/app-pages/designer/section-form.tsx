import {
  type Image,
  type Section,
  sectionDefinitions,
  sectionSchemas,
  type Website,
} from '@sitewright/model';
import { updateSection, updateSettings } from './document-edits.ts';
import type { Edit } from './edit.ts';
import { FieldList, type FormContext } from './field-list.tsx';
import { ImageField } from './image-field.tsx';
import { ImagePickerProvider } from './image-picker-modal.tsx';
import type { SectionChoice } from './link-field.tsx';
import { formFields } from './schema-fields.ts';
import { suggestionCount } from './suggestion-edits.ts';
import { markedInPlace, SuggestionMarks, useSectionMarks } from './suggestion-mark.tsx';
import './section-form.css';

const newId = () => crypto.randomUUID();

/** The sections a Section link may scroll to: every section but the Header, named by its title. */
export function sectionChoices(doc: Website | undefined): SectionChoice[] {
  const sections = (doc?.sections ?? []).filter((s) => s.type !== 'Header');
  return sections.map((s) => {
    const title = sectionDefinitions[s.type].title;
    const twin = sections.filter((o) => o.type === s.type).length > 1;
    return { id: s.id, title: twin ? `${title} (${s.id})` : title };
  });
}

/**
 * The side form of the selected section, generated from its schema (`schema-fields.ts`): texts
 * (checked with the model's messages), images (upload, search, crop, fit, frame, filter), links
 * (type and target), layout and other choices, and item lists (add, remove, reorder within the §9
 * maximum). The Header's Image logo is the website's logo (`websiteSettings.logo`), uploaded here.
 * Pending suggestions are marked where they are written, with Confirm and Remove.
 */
export function SectionForm({
  section,
  edit,
  readOnly,
  doc,
}: {
  section: Section;
  edit: Edit;
  readOnly: boolean;
  /** The draft: Section links list its sections, uploads go to its website. */
  doc?: Website;
}) {
  const fields = formFields(sectionSchemas[section.type]);
  const values = section as unknown as Record<string, unknown>;
  const title = sectionDefinitions[section.type].title;
  const settings = doc?.websiteSettings;
  const { pending, marks } = useSectionMarks(doc, section, edit, readOnly);
  const elsewhere = pending.filter((s) => !markedInPlace(fields, section, s));
  const ctx: FormContext = {
    websiteId: doc?.id ?? '',
    industry: settings?.industry,
    sections: sectionChoices(doc),
    sectionType: section.type,
    layout: typeof values.layout === 'string' ? values.layout : undefined,
    searchWords: settings?.businessName ?? '',
    readOnly,
    newId,
    marks,
  };

  return (
    <ImagePickerProvider ctx={ctx}>
      <form className="section-form" aria-label={`Edit ${title}`} onSubmit={(e) => e.preventDefault()}>
        <h3>{title}</h3>
        {fields.length === 0 && <p>This section has nothing to edit here.</p>}
        {pending.length > 0 && (
          <p className="settings-note section-form__suggestions">
            {suggestionCount(pending.length)} in this section {pending.length === 1 ? 'is' : 'are'} left out
            of your published page until you confirm {pending.length === 1 ? 'it' : 'them'}.
          </p>
        )}
        <SuggestionMarks marks={elsewhere} of={marks} />
        <FieldList
          fields={fields}
          values={values}
          ctx={ctx}
          prefix={section.id}
          holder={null}
          onSet={(key, value, coalesceKey) =>
            edit((d) => updateSection(d, section.id, { [key]: value }), coalesceKey)
          }
        />
        {section.type === 'Header' && section.logoType === 'Image' && settings && (
          <ImageField
            label="Logo"
            image={settings.logo}
            absent="null"
            defaultFrame="Landscape"
            search={{ initialQuery: '' }}
            ctx={ctx}
            readOnly={readOnly}
            uploadTarget="logo"
            onChange={(logo, coalesceKey) =>
              edit((d) => updateSettings(d, { logo: (logo ?? null) as Image | null }), coalesceKey)
            }
          />
        )}
      </form>
    </ImagePickerProvider>
  );
}
