import { optOutSwitch } from '../shared/opt-outs.js';
import { digestOptOuts } from './schema.js';

const digestSwitch = optOutSwitch(digestOptOuts);

/** On unless the member turned it off. */
export const isOptedIn = digestSwitch.isOn;
/** Idempotent; turning it off for an account that no longer exists does nothing. */
export const setOptIn = digestSwitch.set;
