// The members aggregate's public face (store/README.md).
export {
  acceptedEditorSql,
  websiteMemberIds,
  websiteMemberIdsSql,
  websiteMemberSql,
} from './member-rule.ts';
