// The bible module's public face: what the app and the modules that declare 'bible' in dependsOn may import.
// Everything else in this folder is its own.
export { bibleModule } from './module';
export { BIBLE_BOOKS, chaptersOf, type BookId, type ChapterRef } from './bible-canon';
export { translationSummary } from './bible-data';
export { translationForLanguage } from './bible-translations';
