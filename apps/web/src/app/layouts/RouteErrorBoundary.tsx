import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorView } from '../pages/ErrorPage';

/** A render error anywhere in the tree shows the error page instead of a blank screen. */
export const RouteErrorBoundary = () => {
  const error = useRouteError();
  console.error(error);
  if (isRouteErrorResponse(error)) return <ErrorView status={error.status} />;
  return <ErrorView status={500} />;
};
