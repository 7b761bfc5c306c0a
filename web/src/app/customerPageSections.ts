// What a customer's page shows below its fields from other areas, in order: the app's (DashboardRoute.tsx) and the
// server's render of that page (answeredFrames.tsx).
import type { CustomerSection } from '../shared/customerSections.tsx';
import { CustomerTasks } from '../features/tasks/CustomerTasks.tsx';

export const customerSections: readonly CustomerSection[] = [CustomerTasks];
