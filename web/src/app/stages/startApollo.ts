// The first download's second part, evaluated in a task of its own (main.tsx): Apollo Client.
export { ApolloClient } from '@apollo/client';
