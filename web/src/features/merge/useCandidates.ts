import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { Candidate } from './CandidateRecord.tsx';
import { MergeCandidateDocument } from './mergeDocuments.ts';

/** The customers of these ids as they are now (any status); those gone are left out. */
export function useCandidates(ids: readonly string[]) {
  const client = useApolloClient();
  const [state, setState] = useState<{ customers: Candidate[]; failed: boolean; loading: boolean }>({
    customers: [],
    failed: false,
    loading: true,
  });
  const key = ids.join(',');
  useEffect(() => {
    let current = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- other ids: what was loaded for the last ones goes
    setState({ customers: [], failed: false, loading: true });
    Promise.all(
      ids.map((id) => client.query({ query: MergeCandidateDocument, variables: { id }, fetchPolicy: 'network-only' })),
    )
      .then((answers) => {
        if (current)
          setState({
            customers: answers.flatMap(({ data }) => (data?.customer ? [data.customer] : [])),
            failed: false,
            loading: false,
          });
      })
      .catch(() => current && setState({ customers: [], failed: true, loading: false }));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fetched again when the ids change
  }, [key, client]);
  return state;
}
