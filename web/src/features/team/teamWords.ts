// Words more than one section of the Team page shows: one message each, so a translator sees them once.
import { defineMessages } from 'react-intl';

export const teamWords = defineMessages({
  email: { defaultMessage: 'Email', id: 'PmEAev', description: 'Team page: an email column or field' },
  role: { defaultMessage: 'Role', id: 'dZMK5X', description: 'Team page: a role column or field' },
  name: { defaultMessage: 'Name', id: 'WB46zi', description: 'Team page: a name column or field' },
  status: { defaultMessage: 'Status', id: 'vm64xm', description: 'Team page: a status column' },
  actions: {
    defaultMessage: 'Actions',
    id: 'HQ/sMC',
    description: "Team page: a table's actions column (read by screen readers)",
  },
  expires: { defaultMessage: 'Expires', id: 'DfHfCH', description: 'Team page: when an invitation or a key expires' },
  when: { defaultMessage: 'When', id: 'WtkQVP', description: 'Team page: when an audit entry or a delivery happened' },
  never: {
    defaultMessage: 'Never',
    id: 'dXM5Sf',
    description: 'Team page: a key that never expires or was never used',
  },
  revoke: { defaultMessage: 'Revoke', id: 'gfeYWb', description: 'Team page: revokes an invitation or an API key' },
  save: { defaultMessage: 'Save', id: 'GiOrTA', description: "Team page: saves a section's setting" },
});
