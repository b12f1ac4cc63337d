/**
 * The home page's video modal: the card that opened it says which video to play. The video is
 * fetched only now (spec: "the video loads only when opened"), and stopped and released when
 * the modal closes, so a closed modal never keeps downloading on a slow connection.
 */
import type { ModalEventDetail } from './modal.ts';

export function wireVideoModal(dialogId: string) {
  const dialog = document.getElementById(dialogId);
  const video = dialog?.querySelector<HTMLVideoElement>('[data-video-player]');
  const track = dialog?.querySelector<HTMLTrackElement>('[data-video-track]');
  const title = dialog?.querySelector<HTMLElement>('[data-modal-title]');
  if (!(dialog instanceof HTMLDialogElement) || !video || !track) return;

  dialog.addEventListener('modal:open', (event) => {
    const trigger = (event as CustomEvent<ModalEventDetail>).detail.trigger;
    if (!trigger?.dataset.videoSrc) return;
    if (title && trigger.dataset.videoTitle) title.textContent = trigger.dataset.videoTitle;
    track.src = trigger.dataset.videoCaptions ?? '';
    video.src = trigger.dataset.videoSrc;
    video.load();
    // Autoplay may be refused (data saver, browser policy); the controls are there either way.
    void video.play().catch(() => {});
  });
  dialog.addEventListener('modal:close', () => {
    video.pause();
    video.removeAttribute('src');
    video.load();
  });
}
