import { memberExportFilesSql } from '../export/export.queries';

/** The purged member's ($1) data-export files, read in the purge's transaction before the rows cascade. */
export const MEMBER_EXPORT_FILES_SQL = memberExportFilesSql('$1');
