import { errorEntry, successToasts } from '@sitewright/model';
import { useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { fetchContactsCsv } from './settings-api.ts';
import { ErrorNotice, type ShownError } from './settings-parts.tsx';
import './export-contacts-modal.css';

export interface ExportContactsModalProps {
  open: boolean;
  onClose(): void;
  websiteId: string;
}

/** What the export downloads: the contact messages or the newsletter subscribers, each its own CSV. */
const exports = [
  {
    file: 'contacts.csv',
    title: 'Contact messages',
    text: "Every message visitors sent through your website's contact form, oldest first.",
  },
  {
    file: 'newsletter.csv',
    title: 'Newsletter sign-ups',
    text: 'Every address subscribed to your newsletter, with the time it signed up, oldest first.',
  },
] as const;
type ExportFile = (typeof exports)[number]['file'];

/** Hands a downloaded file to the browser as a real download (an `<a download>` on a blob URL). */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Spec §2 export contacts modal: downloads, as CSV, the messages visitors sent through the published
 * site's contact form (`GET /api/websites/{id}/contacts.csv`) or its newsletter subscribers
 * (`newsletter.csv`); toasts 'Contacts downloaded' (§8: both are the website's contacts) or
 * 'Contact export failed' with 'Export failed. Please try again.' (§8 "Other").
 */
export function ExportContactsModal({ open, onClose, websiteId }: ExportContactsModalProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<ExportFile>('contacts.csv');
  const [error, setError] = useState<ShownError | null>(null);
  const failed = errorEntry('contact-export-failed');

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const { blob, fileName } = await fetchContactsCsv(websiteId, file);
      saveFile(blob, fileName);
      toast.show(successToasts.contactsDownloaded);
    } catch {
      // Every refusal or failure of the export reads the same (docs/decisions/forms.md).
      setError({ title: failed.title ?? 'Contact export failed', message: failed.message });
      toast.show(failed.title ?? 'Contact export failed', 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Export contacts"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button busy={busy} busyLabel="Downloading…" onClick={() => void download()}>
            Download CSV
          </Button>
        </>
      }
    >
      <fieldset className="export-choice">
        <legend>What to download</legend>
        {exports.map((choice) => (
          <label key={choice.file} className="export-choice__option">
            <input
              type="radio"
              name="export-file"
              value={choice.file}
              checked={file === choice.file}
              onChange={() => setFile(choice.file)}
            />
            <span>
              <strong>{choice.title}</strong>
              <span className="export-choice__text">{choice.text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="export-choice__note">Each is a CSV file that opens in Excel, Numbers or Google Sheets.</p>
      <ErrorNotice error={error} />
    </Modal>
  );
}
