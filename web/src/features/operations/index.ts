// What the app wires into the shared operations port.
import type { QueryClient } from '@tanstack/react-query';
import type { OperationsPort } from '../../shared/operations';
import { OperationProgress } from './components/operation-progress';
import { createOperationTracker, useTrackedOperationState } from './tracker';

export function createOperationsPort(queryClient: QueryClient): Omit<OperationsPort, 'HistoryLink'> {
  return {
    track: createOperationTracker(queryClient),
    Progress: OperationProgress,
    useOperation: useTrackedOperationState,
  };
}
