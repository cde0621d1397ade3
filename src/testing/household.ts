import type { Household } from '@/domain/household/household';
import { useHousehold } from '@/features/household';
import { buildHousehold } from './sessions';

/** The household store once the shell has loaded user-1's household, where they hold `role` (owner unless said). */
export function seedHousehold({ role = 'owner', household = buildHousehold() }: { role?: string; household?: Household } = {}): void {
  useHousehold.setState({ userId: 'user-1', roles: { [household.id]: role }, household });
}
