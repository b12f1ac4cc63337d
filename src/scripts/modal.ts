/**
 * Wires every `<dialog data-modal>` and its openers. Native showModal() keeps focus inside and
 * closes on Esc; this adds the close button, backdrop clicks, focus return, and events so that
 * the video player and the lightbox know when to load and when to stop.
 */
export interface ModalEventDetail {
  trigger: HTMLElement | null;
}

let wired = false;

export function openModal(dialog: HTMLDialogElement, trigger: HTMLElement | null) {
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
