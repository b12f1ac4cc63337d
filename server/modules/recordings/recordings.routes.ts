import { recordingsEndpoints as endpoints } from '../../../domain/contract/recordings.ts';
import type { AppContext } from '../../context.ts';
import { route } from '../../route.ts';
import { recordingsService } from './recordings.service.ts';

/** "My turn" in the reading corner (issue 30): the parent's choices and the kept recordings. */
export function recordingsRoutes({ app, db }: AppContext) {
  const recordings = recordingsService(db);

  route(app, endpoints.getRecordingSettings, async (request) => ({
    success: true,
    data: await recordings.settings(request.child),
  }));

  route(app, endpoints.updateRecordingSettings, async (request) => ({
    success: true,
    data: await recordings.changeSettings(request.child, request.body),
  }));

  route(app, endpoints.uploadRecording, async (request) => ({
    success: true,
    data: await recordings.upload(request.child, request.body),
  }));

  route(app, endpoints.listRecordings, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: await recordings.list(request.child) };
  });

  route(app, endpoints.getRecording, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { success: true, data: await recordings.get(request.child, request.params.recordingId) };
  });

  route(app, endpoints.deleteRecording, async (request) => {
    await recordings.remove(request.child, request.params.recordingId);
    return { success: true };
  });
}
