export * from './classes.ts';
export * from './codes.ts';
export * from './map.ts';
export * from './refused.ts';
export * from './texts.ts';
