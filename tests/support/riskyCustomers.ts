// Customers whose text a spreadsheet might run, or a careless formula guard might change: international phones,
// formula starts, quotes, tabs, line breaks, accents, emoji and right-to-left scripts. Emails at `domain`.
export type CustomerFields = Record<'fname' | 'lname' | 'email' | 'phone' | 'address' | 'notes', string>;

export function riskyCustomers(domain: string): CustomerFields[] {
  return [
    {
      fname: 'Zoë',
      lname: "O'Brien",
      email: `zoe@${domain}`,
      phone: '+33 6 12 34 56 78',
      address: '12 "Rue" de la Paix,\tParis',
      notes: '=HYPERLINK("http://evil.example","click")',
    },
    {
      fname: '+Plus',
      lname: '-Minus',
      email: `-dash@${domain}`,
      phone: '+353 1 234 5678',
      address: '@Home; Floor 2',
      notes: "'quoted' note with emoji 😀👍🏽",
    },
    {
      fname: '=Eq',
      lname: '@At',
      email: `=eq@${domain}`,
      phone: '+972 3-123-4567',
      address: 'רחוב הרצל 1, תל אביב',
      notes: 'שלום עולם (RTL) 123 مرحبا',
    },
    {
      fname: 'Tab',
      lname: 'Person',
      email: `tab@${domain}`,
      phone: '+1 (212) 555-0100',
      address: 'Line one\nLine two',
      notes: "''=already two apostrophes",
    },
    {
      fname: "'Apos",
      lname: 'Trophe',
      email: `apos@${domain}`,
      phone: '+44 20 7946 0018',
      address: '-5 Minus Street',
      notes: 'ab;=1+1;cd\twith a tab',
    },
    {
      fname: 'Çédille',
      lname: 'Ünïcødé',
      email: `plus+tag@${domain}`,
      phone: '+81 3-1234-5678',
      address: '+1 Plus Avenue',
      notes: '@mention -dash +plus',
    },
  ];
}
