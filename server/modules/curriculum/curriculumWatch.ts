import { existsSync, type FSWatcher, readdirSync, watch } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { CatalogueSource } from './catalogue.ts';
import { importCurriculum } from './curriculum.service.ts';
import { CONTENT_SETS, readCurriculum } from './curriculumFiles.ts';
import type { ReviewState } from './curriculumSchema.ts';

export interface CurriculumWatch {
  close(): void;
}

/**
 * `npm run dev` (CURRICULUM_WATCH=1): a saved curriculum file is read again and imported into
 * the database as `npm run content:import` does, and the in-memory tree is dropped, so the next
 * request of a child's screen or of the preview shows it; no restart. Saves come in bursts (an
 * editor writes a temporary file and renames it): one reload after `quietMs` of calm. A file
 * with problems is logged as content:check reports it, and the content imported before stays.
 * Read-aloud clips and ETags need nothing: both follow the activity's text.
 *
 * The folders are watched, not the files (nor `recursive`, which follows files): an editor that
 * saves by writing a new file and renaming it over the old one (vim, many others) replaces the
 * file, and a watch on the old one would hear nothing more. A folder hears every save in it.
 */
export function watchCurriculum(options: {
  dir: string;
  mediaDir: string;
  db: Db;
  catalogue: CatalogueSource;
  log: FastifyBaseLogger;
  /** CONTENT_MIN_REVIEW: the same items as `content:import` would bring in. */
  minReview?: ReviewState;
  quietMs?: number;
}): CurriculumWatch {
  const { dir, mediaDir, db, catalogue, log, minReview = 'written', quietMs = 200 } = options;
  let timer: NodeJS.Timeout | undefined;
  // One reload at a time, in the order of the saves.
  let running: Promise<void> = Promise.resolve();

  async function reload() {
    const { files, problems } = readCurriculum(dir, mediaDir);
    if (problems.length) {
      for (const p of problems) log.warn(`${p.file}: ${p.path}: ${p.message}`);
      log.warn(`curriculum: ${problems.length} problem(s); the content imported before stays.`);
      return;
    }
    const counts = await importCurriculum(db.db, db.kind, files, minReview);
    catalogue.forget();
    log.info({ counts }, `curriculum: ${files.length} subject files imported again`);
  }

  const watchers = new Map<string, FSWatcher>();
  /** The curriculum's folder, its content sets' and their classes' (not audio/ nor media/). */
  const folders = () => [
    dir,
    ...CONTENT_SETS.map((set) => join(dir, set))
      .filter((folder) => existsSync(folder))
      .flatMap((folder) => [
        folder,
        ...readdirSync(folder, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(folder, entry.name)),
      ]),
  ];
  /** Watches every folder not watched yet (a new class folder is heard from then on). */
  const watchFolders = () => {
    for (const folder of folders()) {
      if (watchers.has(folder)) continue;
      const watcher = watch(folder, (_event, name) => {
        // Subject files and new folders: clips and media change under curriculum/ too.
        if (name?.includes('.') && !/\.ya?ml$/.test(name)) return;
        if (timer) clearTimeout(timer);
        timer = setTimeout(fire, quietMs);
      });
      // A folder removed: forget it (watched again should it come back).
      watcher.on('error', () => {
        watcher.close();
        watchers.delete(folder);
      });
      watchers.set(folder, watcher);
    }
  };

  const fire = () => {
    timer = undefined;
    running = running
      .then(() => {
        watchFolders();
        return reload();
      })
      .catch((error: unknown) => log.error({ err: error }, 'curriculum: the import failed'));
  };

  watchFolders();
  log.info(`curriculum: watching ${dir} for saved files`);

  return {
    close() {
      if (timer) clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}
