// Sections other areas add to a company's page (the timeline of its people, say), as customerSections.tsx does for a
// customer's page: a feature imports no other, so the app names them (app/DashboardRoute.tsx).
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

export type CompanySection = ComponentType<{ company: { id: string } }>;

const CompanySectionsContext = createContext<readonly CompanySection[]>([]);

export function CompanySectionsProvider({
  sections,
  children,
}: {
  sections: readonly CompanySection[];
  children: ReactNode;
}) {
  return <CompanySectionsContext.Provider value={sections}>{children}</CompanySectionsContext.Provider>;
}

export function CompanySections({ company }: { company: { id: string } }) {
  const sections = useContext(CompanySectionsContext);
  return sections.map((Section, index) => <Section key={index} company={company} />);
}
