import { TitledManagement } from '../shared/titled-management';

export function TagManagement() {
  return <TitledManagement resource="tags" noun="Tag" title="Tag Management" />;
}
