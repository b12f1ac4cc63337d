import type {
  RecordingSettingsChange,
  recordingsEndpoints,
  UploadRecordingRequest,
} from '../../domain/contract/recordings.ts';
import { call } from './http.ts';

/** Whether the playing child may record their reading, and whether recordings go to the account. */
export const getRecordingSettings = () =>
  call<typeof recordingsEndpoints.getRecordingSettings>('getRecordingSettings');

/** The parent's change of either choice (behind the gate: the parent proof goes with it). */
export const updateRecordingSettings = (change: RecordingSettingsChange) =>
  call<typeof recordingsEndpoints.updateRecordingSettings>('updateRecordingSettings', { body: change });

/** Keeps a recording in the account (only when the parent chose to). */
export const uploadRecording = (recording: UploadRecordingRequest) =>
  call<typeof recordingsEndpoints.uploadRecording>('uploadRecording', { body: recording });

/** The playing child's recordings in the account, newest first (the parent's). */
export const listRecordings = () => call<typeof recordingsEndpoints.listRecordings>('listRecordings');

/** One recording with its sound, base64 (the parent's). */
export const getRecording = (recordingId: string) =>
  call<typeof recordingsEndpoints.getRecording>('getRecording', { params: { recordingId } });

export const deleteRecording = (recordingId: string) =>
  call<typeof recordingsEndpoints.deleteRecording>('deleteRecording', { params: { recordingId } });
