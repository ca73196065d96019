/**
 * The header's entry to the agent workspace: loaded only once an agent is signed in, so no
 * visitor's page carries agent code.
 */
export { BranchPicker } from './branch-picker';
