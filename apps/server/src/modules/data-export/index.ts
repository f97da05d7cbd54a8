/** A viewer's own data export (CONTEXT.md): the request, the job that prepares it, the link. */
export { dataExportRoutes } from './data-export.routes';
export { prepareDataExportJob, purgeDataExportsJob, DATA_EXPORT_JOBS } from './prepare.job';
export { dataExports } from './data-export.table';
