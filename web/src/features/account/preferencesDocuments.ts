import { graphql } from '../../gql/index.ts';

/** The person's own language and phone country (null: none chosen), read by the shell and the account page. */
export const MyPreferencesDocument = graphql(`
  query MyPreferences {
    me {
      uid
      locale
      region
    }
  }
`);

/** What the page's language follows once signed in: the person's own choice, else (after the browser's) the team's. */
export const OwnLanguageDocument = graphql(`
  query OwnLanguage {
    me {
      uid
      locale
    }
    teamDefaults {
      defaultLocale
    }
  }
`);

/** Sets either or both; a variable left out leaves that choice as it is, null clears it. */
export const UpdateMyPreferencesDocument = graphql(`
  mutation UpdateMyPreferences($locale: String, $region: String) {
    updateMyPreferences(locale: $locale, region: $region) {
      uid
      locale
      region
    }
  }
`);
