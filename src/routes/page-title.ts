import { useEffect } from 'react';
import { isStaff } from '../../common/roles';
import type { Role } from '../../providers/types';
import { PAGE_TITLE_PREFIX } from '../constants';
import type { Audience } from './types';

export function pageTitle(audience: Audience, screen: string, role: Role | null = null): string {
  const side = audience === 'shared' ? (isStaff({ role }) ? 'staff' : 'member') : audience;
  return `${PAGE_TITLE_PREFIX[side]} | ${screen}`;
}

export function usePageTitle(audience: Audience, screen: string, role: Role | null = null): void {
  useEffect(() => {
    document.title = pageTitle(audience, screen, role);
  }, [audience, screen, role]);
}
