import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as z from 'zod/mini';
import { AUDIO_PREFIX } from '../../../domain/contract/audio.ts';
import { fillPath } from '../../../domain/contract/endpoint.ts';
import {
  activitiesResponseSchema,
  MEDIA_PREFIX,
  unitsResponseSchema,
} from '../../../domain/contract/learning.ts';
import type { PackFile, UnitPack } from '../../../domain/contract/offline.ts';
import { OPERATIONS } from '../../../domain/contract/operations.ts';
import { PICTURE_PATH } from '../../../domain/offline/names.ts';
import { activityPictures, pictureUrl } from '../../../domain/offline/pictures.ts';
import type { Config } from '../../config.ts';
import type { AudioLibrary } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { CatalogueSource } from '../curriculum/index.ts';
import { SERVABLE_MEDIA } from '../media/index.ts';
import { ownUnit, unitAccess, unitLocked } from './access.service.ts';
import type { LearningService } from './learning.service.ts';

/** What a pack needs of a child: who, and their class. */
type ChildClass = { id: string; grade: string; board: string; medium: string };

/**
 * The length of an answer's JSON as the server sends it uncompressed: encoded by its schema, as
 * the route's serializer does (fastify-type-provider-zod), so this is the served length, not an
 * estimate, at the moment it is asked (a new best score or the next hour's links may change it
 * by a few bytes).
 */
const jsonBytes = <S extends z.ZodMiniType>(schema: S, body: z.output<S>) =>
  Buffer.byteLength(JSON.stringify(z.encode(schema, body)));

/** Every clip address in an activity's `audio` (clips sit at any depth, in its content's shape). */
function* clipUrls(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const item of value) yield* clipUrls(item);
  else if (value && typeof value === 'object') {
    const { url } = value as { url?: unknown };
    if (typeof url === 'string') yield url;
    else for (const item of Object.values(value)) yield* clipUrls(item);
  }
}

/**
 * The pictures of the set the units answer's tiles show (issue 29), by name: not a subject's
 * icon, which the app precaches.
 */
function tilePictures(units: {
  data: Array<TilePictured & { chapters: Array<TilePictured & { topics: TilePictured[] }> }>;
}) {
  const addresses = units.data.flatMap((unit) => [
    unit.picture,
    ...unit.chapters.flatMap((chapter) => [chapter.picture, ...chapter.topics.map((topic) => topic.picture)]),
  ]);
  return addresses.flatMap((address) => PICTURE_PATH.exec(address ?? '')?.slice(1) ?? []);
}
type TilePictured = { picture?: string | undefined };

/**
 * The query of the units answer as the app's HTTP client writes it (URLSearchParams: `key=value&…` in
 * this order, a space as `+`), for the values a profile holds: the browser caches by address,
 * so the pack names the very address the units screen asks for.
 */
const unitsQuery = (child: ChildClass) =>
  new URLSearchParams({ grade: child.grade, board: child.board, medium: child.medium }).toString();

/**
 * A unit's download pack (issue 17): every address the app fetches to play the unit offline,
 * taken from the answers themselves (the units answer of its subject, each topic's activities
 * answer, the clips and signed media links those name), with each file's size.
 */
export function packService(
  { db }: Db,
  config: Config,
  source: CatalogueSource,
  learning: LearningService,
  audio: AudioLibrary,
) {
  // Sizes on disk, once per process: a clip's name is a hash of what it says, and lesson media
  // change only with a release, so a name's size does not change under it. null: not on disk.
  const sizes = new Map<string, number | null>();
  const sizeOf = async (file: string) => {
    if (!sizes.has(file))
      sizes.set(
        file,
        await stat(file).then(
          (s) => s.size,
          () => null,
        ),
      );
    return sizes.get(file) ?? null;
  };
  const mediaDir = resolve(config.mediaDir);
  // The site's copy where the server serves a built site, else the folder it is built from
  // (the same files: the build copies them as they are).
  const built = resolve(config.siteDir || 'public', 'pictures');
  const picturesDir = existsSync(built) ? built : resolve('public', 'pictures');

  return {
    /** 404 for no such unit or one outside the child's class, board and medium; 403 for a locked one. */
    async unitPack(child: ChildClass, unitId: string): Promise<UnitPack> {
      const unit = ownUnit(await source.current(), child, unitId);
      const { open, videos } = await unitAccess(db, child.id, [unit]);
      if (!open.has(unit.id) && !videos.has(unit.id)) throw unitLocked();

      const subjectKey = unit.subject.key;
      const units = await learning.units(child, subjectKey, child);
      const data: PackFile[] = [
        {
          url: `${fillPath(OPERATIONS.getUnits.path, { subject: subjectKey })}?${unitsQuery(child)}`,
          bytes: jsonBytes(unitsResponseSchema, { success: true, ...units }),
          kind: 'data',
        },
      ];
      const clips = new Set<string>();
      // The subject's path shows every tile's picture; each activity its own (ADR 026).
      const pictures = new Set<string>(tilePictures(units));
      // By address: a video shown twice in a unit is fetched once.
      const media = new Map<string, 'video' | 'captions'>();
      for (const topic of unit.chapters.flatMap((chapter) => chapter.topics)) {
        // The same answer the activities route gives this child: videos only with a VAV plan.
        const answer = await learning.topicActivities(child, topic.id);
        data.push({
          url: fillPath(OPERATIONS.getTopicActivities.path, { topicId: topic.id }),
          bytes: jsonBytes(activitiesResponseSchema, { success: true, ...answer }),
          kind: 'data',
        });
        for (const activity of answer.data) {
          for (const url of clipUrls(activity.audio)) clips.add(url);
          if (activity.kind !== 'video') {
            for (const name of activityPictures(activity.content)) pictures.add(name);
            continue;
          }
          const { video } = activity.content;
          media.set(video.src, 'video');
          if (video.captions) media.set(video.captions, 'captions');
        }
      }

      // A clip or file missing from the disk would answer 404: it is left out, as it cannot be had.
      const files = [...data];
      for (const url of clips) {
        const id = url.slice(AUDIO_PREFIX.length, -'.opus'.length);
        const file = url.startsWith(AUDIO_PREFIX) ? audio.fileOf(id) : undefined;
        const bytes = file ? await sizeOf(file) : null;
        if (bytes !== null) files.push({ url, bytes, kind: 'audio' });
      }
      for (const name of pictures) {
        const bytes = await sizeOf(join(picturesDir, `${name}.svg`));
        if (bytes !== null) files.push({ url: pictureUrl(name), bytes, kind: 'picture' });
      }
      for (const [url, kind] of media) {
        const name = new URL(url, 'http://media').pathname.slice(MEDIA_PREFIX.length);
        const bytes = SERVABLE_MEDIA.test(name) ? await sizeOf(resolve(mediaDir, name)) : null;
        if (bytes !== null) files.push({ url, bytes, kind });
      }
      const sum = (list: PackFile[]) => list.reduce((total, file) => total + file.bytes, 0);
      return {
        unitId: unit.id,
        subjectKey,
        // Answers first, then clips and pictures, then videos and captions: a download without
        // videos is the list's beginning.
        files,
        bytes: {
          total: sum(files),
          withoutVideos: sum(files.filter((file) => file.kind !== 'video' && file.kind !== 'captions')),
        },
      };
    },
  };
}
