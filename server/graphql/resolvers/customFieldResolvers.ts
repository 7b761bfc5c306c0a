// The team's custom fields: read by everyone signed in, defined, renamed and archived by owners and admins
// (fieldAccess.ts); a customer's values shown for the active fields this process holds (CustomFieldService).
import { activeFields } from '../../domain/customFields/customFieldService.ts';
import type { CustomField, CustomFieldDefinition } from '../../domain/customFields/customField.ts';
import { whenHeld } from '../../domain/heldRead.ts';
import type { Resolvers } from '../generated/resolvers.ts';

const definition = (field: { label: string; type: string; options: string[]; required: boolean }) =>
  `${field.type}${field.required ? ', required' : ''}${field.options.length ? `, ${field.options.length} options` : ''}`;

/** The active ones of each read of the fields, worked out once per read rather than once per row */
const activeOfRead = new WeakMap<readonly CustomField[], readonly CustomField[]>();

function activeOf(fields: readonly CustomField[]): readonly CustomField[] {
  let active = activeOfRead.get(fields);
  if (!active) activeOfRead.set(fields, (active = activeFields(fields)));
  return active;
}

export const customFieldResolvers: Resolvers = {
  Query: {
    customFields: (_, { includeArchived }, { services }) => services.customFields.list(includeArchived ?? false),
  },
  Mutation: {
    createCustomField: async (_, { input }, { services, viewer, requester }) => {
      const field = await services.customFields.create(input as CustomFieldDefinition);
      await services.team.record(viewer, requester, 'custom_field.created', field.label, definition(field));
      return field;
    },
    updateCustomField: async (_, { id, input }, { services, viewer, requester }) => {
      const field = await services.customFields.update(id, input as CustomFieldDefinition);
      await services.team.record(viewer, requester, 'custom_field.updated', field.label, definition(field));
      return field;
    },
    archiveCustomField: async (_, { id }, { services, viewer, requester }) => {
      const field = await services.customFields.archive(id);
      await services.team.record(viewer, requester, 'custom_field.archived', field.label);
      return field;
    },
  },
  Customer: {
    // From the fields this process holds: a list of 100,000 rows asks once per row, and awaits nothing once they are
    // read.
    fields: (customer, _, { services }) => {
      const values = customer.fields;
      if (!values) return [];
      return whenHeld(services.customFields.allNow(), (fields) =>
        activeOf(fields).flatMap(({ key }) => (values[key] === undefined ? [] : [{ key, value: values[key] }])),
      );
    },
  },
};
