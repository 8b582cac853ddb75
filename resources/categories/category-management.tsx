import { TitledManagement } from '../shared/titled-management';

export function CategoryManagement() {
  return <TitledManagement resource="category" noun="Category" title="Category Management" />;
}
