/**
 * Letters of other Indian scripts than Kannada: a slip of the keyboard that looks alike (ര for
 * ರ). A curriculum file with one fails its check (curriculumFiles.ts), so a note with one is
 * refused before it is written into a file, where it blocked every later check of that file.
 */
export const OTHER_INDIC = /[\u0900-\u0C7F\u0D00-\u0DFF]/;
