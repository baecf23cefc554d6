import { Navigate, Outlet, useLocation } from 'react-router';
import { cleanUrl } from '@domain/url-cleanup';

/** Storefront spec §2 address clean-up: an unclean address is replaced by its clean form before any page renders. */
export function AddressCleanup() {
  const { pathname, search, hash } = useLocation();
  const target = cleanUrl(pathname, search);
  return target ? <Navigate to={`${target}${hash}`} replace /> : <Outlet />;
}
