export * from './auth';
export * from './envelope';
export * from './fields';
export * from './messages';
export * from './nationalities';
export * from './roles';
export * from './platform';
export * from './visa';
