/**
 * The carousel's files (scripts/lazyFiles.ts), named apart from its import: a screen's loader
 * fetches them where its data shows a carousel, without making the carousel part of the
 * loader's chunk (scripts/viewPreloads.ts preloads every import of an island's chunk).
 */
export const CAROUSEL_FILES = 'lazy-files:src/ui/Carousel.tsx';
