import { type ReactNode, useEffect, useId, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose(): void;
  title: string;
  children: ReactNode;
  /** Buttons shown at the bottom (e.g. Cancel and Confirm). */
  actions?: ReactNode;
  /** Hide the × button (for flows that must be answered with an action). @defaultValue false */
  hideClose?: boolean;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` traps focus, makes the page inert and
 * closes on Escape; focus returns to the opener when it closes. Titled by its heading.
 */
export function Modal({ open, onClose, title, children, actions, hideClose = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click is a mouse shortcut; Escape (cancel) is the keyboard's
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // the parent owns `open`
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose(); // the backdrop is the dialog element itself
      }}
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {hideClose ? null : (
            <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
              ×
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
        {actions ? <div className="modal__actions">{actions}</div> : null}
      </div>
    </dialog>
  );
}
