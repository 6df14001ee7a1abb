import { Button } from './button.tsx';
import { useToast } from './toast.tsx';

/** Copies text to the clipboard; falls back to a hidden textarea where the Clipboard API is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

export interface CopyButtonProps {
  text: string;
  /** The toast on success, in the style of spec §8's 'Link copied'. */
  toast: string;
  /** The visible label. @defaultValue 'Copy' */
  label?: string;
  /** What is copied, for screen readers ("Copy name Harbor & Oak"). */
  accessibleLabel?: string;
}

/** A small "Copy" button with a toast. */
export function CopyButton({ text, toast, label = 'Copy', accessibleLabel }: CopyButtonProps) {
  const toasts = useToast();
  return (
    <Button
      variant="secondary"
      size="small"
      aria-label={accessibleLabel}
      onClick={async () => {
        if (await copyText(text)) toasts.show(toast);
        else toasts.show('Could not copy. Select the text and copy it instead.', 'error');
      }}
    >
      {label}
    </Button>
  );
}
