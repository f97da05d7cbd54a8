/**
 * What SignInPage imports lazily: the form's schema, re-exported from a module of its own. The
 * contract's module shares a chunk with code other chunks use (zod/mini, the shell's descriptors);
 * imported directly, its namespace object would be built by a bundler helper, and rolldown would
 * move its helpers into a chunk of their own that the entry imports: one more request on every
 * page (bench/NOTES.md "No zod on the first load"). This module is a chunk of its own, which is
 * its namespace.
 */
export { signInBody } from '@scena/shared/sign-in.contract';
