export * from './auth';
export * from './constants';
export * from './fields';
export { firstErrors } from './first-errors';
export * from './messages';
export * from './password-policy';
export * from './paths';
export * from './registration';
export type * from './replies';
