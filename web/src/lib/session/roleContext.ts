import { createContext, useCallback, useContext } from 'react';
import { ENDPOINTS, roleMayCall, type EndpointName, type Role } from '@careers/domain';

/** The signed-in role of the area RequireRole guards (undefined outside it). */
export const RoleContext = createContext<Role | undefined>(undefined);

export const useRole = () => useContext(RoleContext);

/**
 * Whether the signed-in role may call an endpoint, as the endpoint table says (rolesOf): the back
 * office hides the screens, buttons and cards of the paths a recruiter would get 403 from.
 */
export function useMayCall(): (name: EndpointName) => boolean {
  const role = useRole();
  return useCallback((name: EndpointName) => roleMayCall(ENDPOINTS[name], role), [role]);
}
