// Sections other areas add to a customer's page (its tasks, say): a feature imports no other, so the app names them
// (app/DashboardRoute.tsx) and the customer's page renders whichever it is given, in order.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type CustomerSection = ComponentType<{ customer: { id: string; fname: string; lname: string } }>;

const CustomerSectionsContext = createContext<readonly CustomerSection[]>([]);

export function CustomerSectionsProvider({
  sections,
  children,
}: {
  sections: readonly CustomerSection[];
  children: ReactNode;
}) {
  return <CustomerSectionsContext.Provider value={sections}>{children}</CustomerSectionsContext.Provider>;
}

export function CustomerSections({ customer }: { customer: { id: string; fname: string; lname: string } }) {
  const sections = useContext(CustomerSectionsContext);
  return sections.map((Section, index) => <Section key={index} customer={customer} />);
}
