export * from './errors';
export * from './roles';
export * from './constants';
export * from './i18n/messages';
