/** Spec §6 roles and permissions. */
export * from './role.ts';
export * from './table.ts';
