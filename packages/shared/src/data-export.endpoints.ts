import { access, defineEndpoint } from './http/endpoint';
import { idParam } from './validation';
import { dataExportDocument, dataExportRequested, dataExportTokenParam } from './data-export.contract';

export const dataExportEndpoints = {
  /** The owner from /konto, or an administrator from the user's page. */
  request: defineEndpoint({
    method: 'POST',
    path: '/api/users/:id/data-export',
    access: access.ownerById('id'),
    params: idParam,
    response: dataExportRequested,
    status: 201,
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/api/data-export/:token',
    access: access.public(
      'the e-mailed link: its 256-bit random token (stored hashed, valid 24 h) is the credential, sent only to the account address',
    ),
    params: dataExportTokenParam,
    response: dataExportDocument,
  }),
};
