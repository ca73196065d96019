export {
  AmendPolicyScreen,
  BreakdownAssistanceScreen,
  MedicalAssistanceScreen,
  RenewPolicyScreen,
  SubmitClaimScreen,
} from './components/servicing-routes';
