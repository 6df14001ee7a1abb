// The websites aggregate's public face (store/README.md).
export { beingDeletedSql, isBeingDeleted, notBeingDeletedSql } from './being-deleted.ts';
