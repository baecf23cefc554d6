import { ComingSoonScreen } from '../coming-soon-screen';

/** Being built (issue: Back office I). */
export function ProductsScreen() {
  return <ComingSoonScreen />;
}
