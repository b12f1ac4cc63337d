/**
 * Wires every `<dialog data-modal>` and its openers. Native showModal() makes the page behind
 * inert and closes on Esc; this adds the close button, backdrop clicks, focus that wraps around
 * inside the dialog (guards at both ends), focus return, and events so that the video player and
 * the lightbox know when to load and when to stop.
 */
export interface ModalEventDetail {
  trigger: HTMLElement | null;
}

let wired = false;

const FOCUSABLE =
  'button:not([disabled]), [href], input, select, textarea, video[controls], [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLDialogElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.dataset.focusGuard && element.offsetParent !== null,
  );
}

function openModal(dialog: HTMLDialogElement, trigger: HTMLElement | null) {
  dialog.showModal();
  dialog.dispatchEvent(new CustomEvent<ModalEventDetail>('modal:open', { detail: { trigger } }));
}

export function wireModals() {
  if (wired) return;
  wired = true;
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element).closest<HTMLElement>('[data-modal-open]');
    if (!opener) return;
    const dialog = document.getElementById(opener.dataset.modalOpen ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    openModal(dialog, opener);
  });
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-modal]')) {
    let trigger: HTMLElement | null = null;
    dialog.addEventListener('modal:open', (event) => {
      trigger = (event as CustomEvent<ModalEventDetail>).detail.trigger;
    });
    dialog.querySelector('[data-modal-close]')?.addEventListener('click', () => dialog.close());
    for (const guard of dialog.querySelectorAll<HTMLElement>('[data-focus-guard]')) {
      guard.addEventListener('focus', () => {
        const inside = focusables(dialog);
        (guard.dataset.focusGuard === 'start' ? inside.at(-1) : inside[0])?.focus();
      });
    }
    // A click on the backdrop (the dialog element itself, outside its panel) closes it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
    dialog.addEventListener('close', () => {
      dialog.dispatchEvent(new CustomEvent<ModalEventDetail>('modal:close', { detail: { trigger } }));
      trigger?.focus();
      trigger = null;
    });
  }
}
