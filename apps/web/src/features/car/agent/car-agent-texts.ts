/**
 * The car journey's agent scripts (car-travel-payment.md 6: call scripts, the policy read-out and
 * the direct debit confirmation, with the buttons disabled while a script is pending). The words
 * are the domain's (carCallScripts), built from the constants the screens and the server use and
 * held against them by the domain's call-scripts test.
 */
import { carCallScripts, type CallScript, type CarCallScriptKey } from '@wallet/domain';

/** Which script a page shows; each must be read (every page) before the page's button works. */
export type CarAgentScriptKey = CarCallScriptKey;

export const CAR_AGENT_SCRIPTS: Record<CarAgentScriptKey, CallScript> = carCallScripts();
