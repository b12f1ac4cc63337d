import type { previewEndpoints } from '../../domain/contract/preview.ts';
import { call } from './http.ts';

/** The content preview (issue 19): the curriculum files' subjects and topics, and their problems. */
export const getPreviewCurriculum = () =>
  call<typeof previewEndpoints.getPreviewCurriculum>('getPreviewCurriculum');

/** Every activity of one topic, as the files have it now. */
export const getPreviewTopic = (place: {
  set: string;
  grade: string;
  subject: string;
  unit: string;
  chapter: string;
  topic: string;
}) => call<typeof previewEndpoints.getPreviewTopic>('getPreviewTopic', { params: place });
