import { type FSWatcher, watch } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { CatalogueSource } from './catalogue.ts';
import { importCurriculum } from './curriculum.service.ts';
import { readCurriculum } from './curriculumFiles.ts';

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
 */
export function watchCurriculum(options: {
  dir: string;
  mediaDir: string;
  db: Db;
  catalogue: CatalogueSource;
  log: FastifyBaseLogger;
  quietMs?: number;
}): CurriculumWatch {
  const { dir, mediaDir, db, catalogue, log, quietMs = 200 } = options;
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
    const counts = await importCurriculum(db.db, db.kind, files);
    catalogue.forget();
    log.info({ counts }, `curriculum: ${files.length} subject files imported again`);
  }

  const fire = () => {
    timer = undefined;
    running = running
      .then(reload)
      .catch((error: unknown) => log.error({ err: error }, 'curriculum: the import failed'));
  };

  const watcher: FSWatcher = watch(dir, { recursive: true }, (_event, name) => {
    // Subject files only: clips and media change under curriculum/ too (content:audio).
    if (name && !/\.ya?ml$/.test(name)) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(fire, quietMs);
  });
  log.info(`curriculum: watching ${dir} for saved files`);

  return {
    close() {
      if (timer) clearTimeout(timer);
      watcher.close();
    },
  };
}
