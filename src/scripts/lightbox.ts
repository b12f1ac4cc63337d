/**
 * The About page's photo lightbox: opens at the photo that was clicked; previous and next wrap
 * around (spec §4: "photo index moves forward or back with wrap-around"); arrow keys work too.
 */
import { fillPlaceholders } from '../../domain/i18n/translate.ts';
import type { ModalEventDetail } from './modal.ts';

interface Photo {
  src: string;
  alt: string;
  caption: string;
}

/** The index after moving `step` from `index` among `count` photos, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

export function wireLightbox(dialogId: string) {
  const dialog = document.getElementById(dialogId);
  if (!(dialog instanceof HTMLDialogElement)) return;
  const photos = JSON.parse(dialog.querySelector('[data-lightbox-images]')?.textContent ?? '[]') as Photo[];
  const image = dialog.querySelector<HTMLImageElement>('[data-lightbox-image]');
  const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]');
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-counter]');
  const template = dialog.querySelector<HTMLElement>('[data-lightbox]')?.dataset.counter ?? '{n} / {total}';
  if (!image || !caption || !counter || photos.length === 0) return;
  let index = 0;

  const show = (next: number) => {
    index = next;
    const photo = photos[index] as Photo;
    image.src = photo.src;
    image.alt = photo.alt;
    caption.textContent = photo.caption;
    counter.textContent = fillPlaceholders(template, { n: index + 1, total: photos.length });
  };
  dialog.addEventListener('modal:open', (event) => {
    const trigger = (event as CustomEvent<ModalEventDetail>).detail.trigger;
    show(Number(trigger?.dataset.lightboxIndex ?? 0));
  });
  dialog
    .querySelector('[data-lightbox-prev]')
    ?.addEventListener('click', () => show(wrapIndex(index, -1, photos.length)));
  dialog
    .querySelector('[data-lightbox-next]')
    ?.addEventListener('click', () => show(wrapIndex(index, 1, photos.length)));
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(wrapIndex(index, -1, photos.length));
    if (event.key === 'ArrowRight') show(wrapIndex(index, 1, photos.length));
  });
}
