// Sample content of the top bar's alerts and messages dropdowns
// (docs/product.md#screens-and-routes: static template content, no behaviour).
export interface SampleAlert {
  key: string;
  date: string;
  text: string;
  tone: 'primary' | 'success' | 'warning';
}

export interface SampleMessage {
  key: string;
  from: string;
  initials: string;
  ago: string;
  text: string;
  online: boolean;
}

export const sampleAlerts: readonly SampleAlert[] = [
  { key: 'report', date: 'December 12, 2025', text: 'A new monthly report is ready to download!', tone: 'primary' },
  { key: 'deposit', date: 'December 7, 2025', text: '$290.29 has been deposited into your account!', tone: 'success' },
  {
    key: 'spending',
    date: 'December 2, 2025',
    text: "Spending alert: we've noticed unusually high spending for your account.",
    tone: 'warning',
  },
];

export const sampleMessages: readonly SampleMessage[] = [
  {
    key: 'emily',
    from: 'Emily Fowler',
    initials: 'EF',
    ago: '58m',
    text: "Hi there! I am wondering if you can help me with a problem I've been having.",
    online: true,
  },
  {
    key: 'jae',
    from: 'Jae Chun',
    initials: 'JC',
    ago: '1d',
    text: 'I have the photos that you ordered last month, how would you like them sent to you?',
    online: false,
  },
  {
    key: 'morgan',
    from: 'Morgan Alvarez',
    initials: 'MA',
    ago: '2d',
    text: "Last month's report looks great, I am very happy with the progress so far, keep up the good work!",
    online: true,
  },
  {
    key: 'chicken',
    from: 'Chicken the Dog',
    initials: 'CD',
    ago: '2w',
    text: 'Am I a good boy? The reason I ask is because someone told me that people say this to all dogs, even if they aren’t good…',
    online: false,
  },
];
