import { type BaseKey, useGo, useResourceParams } from '@refinedev/core';

export interface ResourceLinks {
  list: string;
  /** Each is there only where the resource has that screen. */
  create?: string;
  edit?(id: BaseKey): string;
  show?(id: BaseKey): string;
}

/** Where a resource's screens are, read from its definition through Refine: no screen spells a path. */
export function useResourceLinks(resource: string): ResourceLinks {
  const go = useGo();
  const routes = useResourceParams().select(resource).resource;
  const path = (to: Parameters<typeof go>[0]['to']) => go({ to, type: 'path' }) as string;
  return {
    list: path({ resource, action: 'list' }),
    create: routes.create ? path({ resource, action: 'create' }) : undefined,
    edit: routes.edit ? (id) => path({ resource, action: 'edit', id }) : undefined,
    show: routes.show ? (id) => path({ resource, action: 'show', id }) : undefined,
  };
}
